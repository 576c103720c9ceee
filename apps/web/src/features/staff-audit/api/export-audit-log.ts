/** GET Staff/exportAuditLog.csv: the filtered audit log as CSV, saved by the browser (decision 070). */
import { CALLS, type ClientRequest } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export function useAuditLogDownload(query: ClientRequest<'exportAuditLog'>) {
  return useFileDownload(
    (onProgress) => apiClient.download(CALLS.exportAuditLog, query, { onProgress }),
    'audit-log.csv',
  );
}
