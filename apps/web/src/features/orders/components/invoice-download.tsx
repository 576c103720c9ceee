/**
 * Downloads an order's invoice as a PDF: the button names the invoice for a screen reader, the
 * progress shows while the PDF is prepared, and a failure says why with a retry.
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { Progress } from '../../../ui/progress.tsx';
import { useInvoiceDownload } from '../api/print-order.ts';

export function InvoiceDownload({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation();
  const download = useInvoiceDownload(orderId, number);
  return (
    <div className="invoice-download">
      <Button variant="secondary" isPending={download.isPending} onPress={() => download.mutate()}>
        {t('orders.download.button')} <span className="visually-hidden">{number}</span> (PDF)
      </Button>
      {download.isPending ? (
        <Progress label={t('orders.download.preparing')} value={download.percent} />
      ) : null}
      {download.isSuccess ? (
        <Status tone="success">
          <p>{t('orders.download.done', { filename: download.data })}</p>
        </Status>
      ) : null}
      {download.isError ? (
        <Alert>
          <p>{t('orders.download.failed', { reason: errorText(t, download.error) })}</p>
          <Button variant="secondary" onPress={() => download.mutate()}>
            {t('orders.download.retry')} <span className="visually-hidden">{number}</span>
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
