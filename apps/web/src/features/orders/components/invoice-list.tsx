/**
 * Invoices (spec §2, account area): the account's invoices filtered by transport mode and year
 * (the filters live in the address, so that Back and a shared link keep them), each with its date,
 * number, price, transport type and PDF.
 */
import { TRANSPORT_MODES, type TransportMode } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCents, formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { SelectField } from '../../../ui/select-field.tsx';
import { useInvoices, type InvoiceFilters, type InvoicesAnswer } from '../api/get-orders.ts';
import { InvoiceDownload } from './invoice-download.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const isMode = (value: string | null): value is TransportMode =>
  (TRANSPORT_MODES as readonly (string | null)[]).includes(value);

function filtersOf(params: URLSearchParams): InvoiceFilters {
  const year = Number(params.get('year'));
  const mode = params.get('mode');
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined,
    mode: isMode(mode) ? mode : undefined,
  };
}

function Filters({
  answer,
  filters,
  onChange,
}: {
  answer: InvoicesAnswer;
  filters: InvoiceFilters;
  onChange: (name: 'year' | 'mode', value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="invoice-filters"
      aria-label={t('orders.invoices.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        id="invoice-mode"
        name="mode"
        label={t('orders.invoices.mode')}
        placeholder={t('orders.invoices.allModes')}
        options={answer.modes.map((mode) => ({ value: mode, label: t(`orders.invoices.modes.${mode}`) }))}
        value={filters.mode ?? ''}
        onChange={(value) => onChange('mode', value)}
      />
      <SelectField
        id="invoice-year"
        name="year"
        label={t('orders.invoices.year')}
        placeholder={t('orders.invoices.allYears')}
        options={answer.years.map((year) => ({ value: String(year), label: String(year) }))}
        value={filters.year === undefined ? '' : String(filters.year)}
        onChange={(value) => onChange('year', value)}
      />
    </form>
  );
}

export function InvoiceList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const invoices = useInvoices(filters);
  const filtered = filters.year !== undefined || filters.mode !== undefined;

  const change = (name: 'year' | 'mode', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (invoices.isPending) return <p role="status">{t('orders.invoices.loading')}</p>;
  if (invoices.isError) {
    return <LoadFailed error={invoices.error} onRetry={() => invoices.refetch()} />;
  }
  const answer = invoices.data;
  if (answer.years.length === 0 && !filtered) return <p>{t('orders.invoices.empty')}</p>;
  return (
    <>
      <Filters answer={answer} filters={filters} onChange={change} />
      <p role="status" className="invoice-list__count">
        {invoices.isPlaceholderData
          ? t('common.loading')
          : answer.invoices.length === 0
            ? t('orders.invoices.emptyFiltered')
            : t('orders.invoices.count', { count: answer.invoices.length })}
      </p>
      {answer.invoices.length > 0 ? (
        <table className="data-table invoice-list" aria-busy={invoices.isPlaceholderData || undefined}>
          <caption className="visually-hidden">{t('orders.invoices.listCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.invoices.date')}</th>
              <th scope="col">{t('orders.invoices.number')}</th>
              <th scope="col">{t('orders.invoices.price')}</th>
              <th scope="col">{t('orders.invoices.transportType')}</th>
              <th scope="col">{t('orders.invoices.document')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.invoices.map((invoice) => (
              <tr key={invoice.number}>
                <td data-label={t('orders.invoices.date')}>{formatDate(invoice.issuedAt, locale)}</td>
                <td data-label={t('orders.invoices.number')}>{invoice.number}</td>
                <td data-label={t('orders.invoices.price')}>{formatCents(invoice.totalCents, locale)}</td>
                <td data-label={t('orders.invoices.transportType')}>{invoice.transportType || '—'}</td>
                <td data-label={t('orders.invoices.document')}>
                  <InvoiceDownload orderId={invoice.orderId} number={invoice.number} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
