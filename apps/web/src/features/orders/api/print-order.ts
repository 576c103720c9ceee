/**
 * POST Order/printOrder.json: an order's invoice as a PDF (spec §7: a blob), read with its
 * progress, then saved by the browser under the server's file name (facture-F2026-000001.pdf).
 */
import { CALLS } from '@oceane/domain';
import { apiClient, type DownloadProgress } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export function printOrder(orderId: number, onProgress?: (progress: DownloadProgress) => void) {
  return apiClient.download(CALLS.printOrder, { orderId }, { onProgress });
}

/** Downloads the invoice of an order and saves it; answers the file name it was saved under. */
export function useInvoiceDownload(orderId: number, invoiceNumber: string) {
  return useFileDownload((onProgress) => printOrder(orderId, onProgress), `${invoiceNumber}.pdf`);
}
