/**
 * The body of /staff/reports (decision 075): a period, and the sales journal of it downloaded as
 * CSV (for the accounting tool) or PDF. Supervisors only: the route says so to an agent, and the
 * api refuses them anyway.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Status } from '../../../ui/messages.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSalesJournalDownload } from '../api/sales-journal.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function SalesJournal() {
  const { t } = useTranslation('staff');
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = DAY.test(from) && DAY.test(to) && from <= to;
  const period = { from, to };
  const csv = useSalesJournalDownload('csv', period);
  const pdf = useSalesJournalDownload('pdf', period);
  const failed = csv.isError ? csv.error : pdf.isError ? pdf.error : null;
  const saved = csv.isSuccess ? csv.data : pdf.isSuccess ? pdf.data : null;
  return (
    <section aria-labelledby="sales-journal">
      <h2 id="sales-journal">{t('reports.journal')}</h2>
      <p>{t('reports.journalIntro')}</p>
      <div className="field-row">
        <TextField
          id="journal-from"
          name="from"
          type="date"
          label={t('reports.from')}
          value={from}
          onChange={setFrom}
          isRequired
        />
        <TextField
          id="journal-to"
          name="to"
          type="date"
          label={t('reports.to')}
          value={to}
          onChange={setTo}
          isRequired
          error={DAY.test(from) && DAY.test(to) && from > to ? t('reports.periodInvalid') : undefined}
        />
      </div>
      <div className="actions">
        <Button onPress={() => csv.mutate()} isPending={csv.isPending} isDisabled={!valid}>
          {t('reports.downloadCsv')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => pdf.mutate()}
          isPending={pdf.isPending}
          isDisabled={!valid}
        >
          {t('reports.downloadPdf')}
        </Button>
      </div>
      <div aria-live="polite">
        {saved ? <Status tone="success">{t('reports.saved', { filename: saved })}</Status> : null}
      </div>
      {failed ? (
        <LoadFailed error={failed} onRetry={() => (csv.isError ? csv.mutate() : pdf.mutate())} />
      ) : null}
    </section>
  );
}
