/**
 * The body of /staff/customers (decision 073): one box, results as one types (asked 250 ms after
 * the last key), a live region saying how many were found, and each result a plain link to the
 * customer's page (Tab and Enter; the browser's own link keys).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCustomerSearch } from '../api/search-customers.ts';

export const SEARCH_DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function CustomerSearch() {
  const { t } = useTranslation('staff');
  const paths = usePaths();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(q);
  const asked = q.length >= 2;
  const results = asked ? (search.data?.results ?? []) : [];
  const status = !asked
    ? ''
    : search.isPending
      ? t('customers.searching')
      : search.isError
        ? ''
        : t('customers.resultsCount', { count: results.length });
  return (
    <div role="search" aria-label={t('customers.searchLabel')}>
      <TextField
        id="customer-search"
        name="q"
        type="text"
        label={t('customers.searchLabel')}
        description={t('customers.searchHint')}
        value={text}
        onChange={setText}
        autoComplete="off"
      />
      <p role="status" className="field__description">
        {status}
      </p>
      {search.isError && asked ? <LoadFailed error={search.error} onRetry={() => search.refetch()} /> : null}
      {results.length > 0 ? (
        <ul className="plain-list" aria-label={t('customers.resultsLabel')}>
          {results.map((result) => (
            <li key={result.accountId}>
              <Link to={paths.staffCustomer!(result.accountId)}>
                {result.firstname} {result.name}
              </Link>{' '}
              — {result.email ?? t('customers.noEmail')} —{' '}
              {t(`customers.matched.${result.matched.kind}`, { value: result.matched.value })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
