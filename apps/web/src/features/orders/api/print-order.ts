/**
 * POST Order/printOrder.json: an order's invoice as a PDF (spec §7: a blob), read with its
 * progress, then saved by the browser under the server's file name (facture-F2026-000001.pdf).
 */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, type DownloadProgress } from '../../../lib/api-client.ts';

export function printOrder(orderId: number, onProgress?: (progress: DownloadProgress) => void) {
  return apiClient.download(CALLS.printOrder, { orderId }, { onProgress });
}

/** Hands a Blob to the browser as a file download. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the invoice of an order and saves it; answers the file name it was saved under. */
export function useInvoiceDownload(orderId: number, invoiceNumber: string) {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async () => {
      setPercent(undefined);
      const download = await printOrder(orderId, ({ loaded, total }) =>
        setPercent(total ? Math.round((loaded / total) * 100) : undefined),
      );
      const filename = download.filename ?? `${invoiceNumber}.pdf`;
      saveFile(download.blob, filename);
      return filename;
    },
  });
  return { ...mutation, percent };
}
