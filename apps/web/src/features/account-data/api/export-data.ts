/** GET Account/exportData: everything the account holds, as a ZIP the browser saves (decision 049). */
import { CALLS, EXPORT_FILE_PREFIX } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export function useDataExport() {
  return useFileDownload(
    (onProgress) => apiClient.download(CALLS.exportData, {}, { onProgress }),
    `${EXPORT_FILE_PREFIX}.zip`,
  );
}
