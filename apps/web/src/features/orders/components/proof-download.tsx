/**
 * Downloads one of the passenger's own proofs: a short-lived link asked for this session, then the
 * bytes, saved under the file's name; the progress shows while it comes, a failure says why.
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { useProofDownload } from '../api/document-file.ts';

export function ProofDownload({ documentId, fileName }: { documentId: number; fileName: string }) {
  const { t } = useTranslation();
  const download = useProofDownload(documentId, fileName);
  return (
    <div className="proof-download">
      <Button variant="secondary" isPending={download.isPending} onPress={() => download.mutate()}>
        {t('orders.proofs.download')} <span className="visually-hidden">{fileName}</span>
      </Button>
      {download.isPending ? (
        <Progress label={t('orders.proofs.downloading')} value={download.percent} />
      ) : null}
      {download.isSuccess ? (
        <Status tone="success">
          <p>{t('orders.proofs.downloaded', { filename: download.data })}</p>
        </Status>
      ) : null}
      {download.isError ? (
        <Alert>
          <p>{t('orders.proofs.downloadFailed', { reason: errorText(t, download.error) })}</p>
        </Alert>
      ) : null}
    </div>
  );
}
