/** "Download my data": the ZIP of everything the account holds, with its progress and a retry. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { useDataExport } from '../api/export-data.ts';

export function DataDownload() {
  const { t } = useTranslation();
  const download = useDataExport();
  return (
    <section className="section" aria-labelledby="data-download-title">
      <h2 id="data-download-title">{t('accountData.download.title')}</h2>
      <p>{t('accountData.download.intro')}</p>
      <Button variant="primary" isPending={download.isPending} onPress={() => download.mutate()}>
        {t('accountData.download.button')}
      </Button>
      {download.isPending ? (
        <Progress label={t('accountData.download.preparing')} value={download.percent} />
      ) : null}
      {download.isSuccess ? (
        <Status tone="success">
          <p>{t('accountData.download.done', { filename: download.data })}</p>
        </Status>
      ) : null}
      {download.isError ? (
        <Alert>
          <p>{t('accountData.download.failed', { reason: errorText(t, download.error) })}</p>
        </Alert>
      ) : null}
    </section>
  );
}
