/**
 * The body of /staff/audit-log (decision 070): the filters, the entries newest first in a table a
 * page at a time, and the CSV download of the whole filtered log. Supervisors only: the api
 * refuses an agent, and the route says so before.
 */
import type { AuditEntry } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useAuditLogDownload } from '../api/export-audit-log.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditFiltersForm, auditQuery, NO_FILTERS, type AuditFilters } from './audit-filters.tsx';

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : '—');

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff');
  const locale = useLocale();
  return (
    <tr>
      <td data-label={t('audit.at')}>
        {formatDate(entry.at, locale)} {formatTime(entry.at, locale)}
      </td>
      <td data-label={t('audit.staff')}>
        {entry.staff.email} (#{entry.staff.identityId})
      </td>
      <td data-label={t('audit.action')}>
        <code>{entry.action}</code>
      </td>
      <td data-label={t('audit.record')}>
        {entry.recordKind}
        {entry.recordId ? ` #${entry.recordId}` : ''}
      </td>
      <td data-label={t('audit.customerColumn')}>{entry.customerAccountId ?? '—'}</td>
      <td data-label={t('audit.change')}>
        <dl className="audit-change">
          <dt>{t('audit.before')}</dt>
          <dd>
            <code>{json(entry.before)}</code>
          </dd>
          <dt>{t('audit.after')}</dt>
          <dd>
            <code>{json(entry.after)}</code>
          </dd>
        </dl>
      </td>
    </tr>
  );
}

export function AuditLogPage() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = auditQuery(filters);
  const log = useAuditLog({ ...query, page });
  const download = useAuditLogDownload(query);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <>
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="actions">
        <Button onPress={() => download.mutate()} isPending={download.isPending}>
          {t('audit.download')}
        </Button>
      </div>
      <p className="field__description">{t('audit.downloadHint')}</p>
      {download.isError ? <LoadFailed error={download.error} onRetry={() => download.mutate()} /> : null}
      {log.isPending ? (
        <p role="status">{common('common.loading')}</p>
      ) : log.isError ? (
        <LoadFailed error={log.error} onRetry={() => log.refetch()} />
      ) : (
        <>
          <p role="status">{t('audit.count', { count: log.data.total })}</p>
          {log.data.entries.length === 0 ? (
            <p>{t('audit.none')}</p>
          ) : (
            <div className="table-scroll">
              <table className="data-table">
                <caption id="audit-table-caption">{t('audit.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.at')}</th>
                    <th scope="col">{t('audit.staff')}</th>
                    <th scope="col">{t('audit.action')}</th>
                    <th scope="col">{t('audit.record')}</th>
                    <th scope="col">{t('audit.customerColumn')}</th>
                    <th scope="col">{t('audit.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.entries.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 ? (
            <nav aria-label={t('audit.pagination')} className="actions">
              <Button onPress={() => setPage(page - 1)} isDisabled={page <= 1}>
                {t('audit.previous')}
              </Button>
              <span>{t('audit.page', { page, pages })}</span>
              <Button onPress={() => setPage(page + 1)} isDisabled={page >= pages}>
                {t('audit.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}
