/** GET Staff/salesJournal.csv and .pdf: the sales journal of a period, saved by the browser (decision 075). */
import { CALLS, type ClientRequest } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export function useSalesJournalDownload(format: 'csv' | 'pdf', period: ClientRequest<'salesJournalCsv'>) {
  const call = format === 'csv' ? CALLS.salesJournalCsv : CALLS.salesJournalPdf;
  return useFileDownload(
    (onProgress) => apiClient.download(call, period, { onProgress }),
    `journal-des-ventes-${period.from}-${period.to}.${format}`,
  );
}
