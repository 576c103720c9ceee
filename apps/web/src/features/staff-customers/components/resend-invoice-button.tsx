/**
 * "Send the invoice again" on a row of a customer's invoices (decision 077): a confirmation that
 * says where the PDF goes, then the call; the outcome goes to the page's live region (`onDone`),
 * a failure stays in the dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { useResendInvoice } from '../api/resend-invoice.ts';

export function ResendInvoiceButton({
  accountId,
  orderId,
  number,
  email,
  onDone,
}: {
  accountId: number;
  orderId: number;
  number: string;
  email: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const resend = useResendInvoice(accountId);
  const [open, setOpen] = useState(false);
  if (!email) return null;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          resend.reset();
          setOpen(true);
        }}
      >
        {t('money.resendInvoice', { number })}
      </Button>
      <ModalDialog
        role="alertdialog"
        title={t('money.resendInvoiceTitle', { number })}
        isOpen={open}
        onOpenChange={setOpen}
      >
        <p>{t('money.resendInvoiceText', { number, email })}</p>
        {resend.isError ? <Alert>{errorText(common, resend.error)}</Alert> : null}
        <div className="actions">
          <Button
            isPending={resend.isPending}
            onPress={() =>
              resend.mutate(
                { orderId },
                {
                  onSuccess: () => {
                    setOpen(false);
                    onDone(t('money.invoiceResent', { number, email }));
                  },
                },
              )
            }
          >
            {t('money.resendInvoiceConfirm')}
          </Button>
          <Button variant="quiet" onPress={() => setOpen(false)}>
            {t('customers.cancel')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
