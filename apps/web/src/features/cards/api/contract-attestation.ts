/**
 * GET Wallet/contractAttestation: the PDF attestation of a contract an employer asks for, read
 * as a Blob with its progress, then saved by the browser under the server's file name.
 */
import { CALLS } from '@oceane/domain';
import { apiClient, type DownloadProgress } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export async function downloadAttestation(
  contractId: string | number,
  onProgress?: (progress: DownloadProgress) => void,
) {
  return apiClient.download(CALLS.contractAttestation, { contractId }, { onProgress });
}

export function useAttestationDownload(contractId: string | number) {
  return useFileDownload(
    (onProgress) => downloadAttestation(contractId, onProgress),
    `attestation-${contractId}.pdf`,
  );
}
