/**
 * POST Order/printCreditNote.json: a credit note as a PDF, saved by the browser under the server's
 * file name (avoir-AV2026-000001.pdf) (decision 075).
 */
import { CALLS } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export function useCreditNoteDownload(creditNoteId: number, number: string) {
  return useFileDownload(
    (onProgress) => apiClient.download(CALLS.printCreditNote, { creditNoteId }, { onProgress }),
    `${number}.pdf`,
  );
}
