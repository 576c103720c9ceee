/**
 * GET Wallet/contractAttestation: the PDF attestation of a contract an employer asks for, read
 * as a Blob with its progress, then saved by the browser under the server's file name.
 */
import { CALLS } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, type DownloadProgress } from '../../../lib/api-client.ts';

export async function downloadAttestation(
  contractId: string | number,
  onProgress?: (progress: DownloadProgress) => void,
) {
  return apiClient.download(CALLS.contractAttestation, { contractId }, { onProgress });
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

export function useAttestationDownload(contractId: string | number) {
  const [percent, setPercent] = useState<number | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async () => {
      setPercent(undefined);
      const download = await downloadAttestation(contractId, ({ loaded, total }) =>
        setPercent(total ? Math.round((loaded / total) * 100) : undefined),
      );
      const filename = download.filename ?? `attestation-${contractId}.pdf`;
      saveFile(download.blob, filename);
      return filename;
    },
  });
  return { ...mutation, percent };
}
