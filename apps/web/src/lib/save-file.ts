/**
 * A file the api answers (a PDF: an invoice, an attestation), read with its progress and then
 * saved by the browser under the server's file name.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Download, DownloadProgress } from './api-client.ts';

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

/**
 * Downloads a file and saves it, under the server's name or else `fallbackName`; the mutation
 * answers the name it was saved under, `percent` says how far the reading is (when the size is known).
 */
export function useFileDownload(
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<Download>,
  fallbackName: string,
) {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async () => {
      setPercent(undefined);
      const file = await download(({ loaded, total }) =>
        setPercent(total ? Math.round((loaded / total) * 100) : undefined),
      );
      const filename = file.filename ?? fallbackName;
      saveFile(file.blob, filename);
      return filename;
    },
  });
  return { ...mutation, percent };
}
