/**
 * Stopping a pass (Subscriptions/terminate, decision 064): the dialog first asks the api what
 * stopping would change (a preview: nothing is stopped), states it, and stops only on confirmation.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import type { Contract } from '../api/card.ts';
import { useSubscriptionChange, useTerminationPreview } from '../api/subscription-changes.ts';
import { SubscriptionConsequencesList } from './subscription-consequences.tsx';

export function TerminateDialog({
  contract,
  postPayment,
  onOpenChange,
  onDone,
}: {
  contract: Contract;
  postPayment: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Once stopped: what the page announces. */
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const preview = useTerminationPreview(contract.id);
  const stop = useSubscriptionChange();
  const confirm = () =>
    stop.mutate(
      { subscriptionId: contract.id },
      {
        onSuccess: ({ subscription }) => {
          onOpenChange(false);
          onDone(
            t('subscriptionChanges.terminate.done', {
              name: subscription.name,
              date: formatDate(subscription.validTo, locale),
            }),
          );
        },
      },
    );
  return (
    <ModalDialog
      title={t('subscriptionChanges.terminate.title', { name: contract.name })}
      isOpen
      onOpenChange={onOpenChange}
    >
      <p>{t('subscriptionChanges.terminate.intro')}</p>
      {preview.isPending ? (
        <Status>
          <p>{t('subscriptionChanges.terminate.reading')}</p>
        </Status>
      ) : null}
      {preview.isError ? (
        <Alert>
          <p>{errorText(t, preview.error)}</p>
        </Alert>
      ) : null}
      {preview.data ? (
        <SubscriptionConsequencesList
          consequences={preview.data.consequences}
          kind={{ action: 'terminate', postPayment }}
          titleId={`terminate-${contract.id}-consequences`}
        />
      ) : null}
      {stop.isError ? (
        <Alert>
          <p>{errorText(t, stop.error)}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button variant="primary" isDisabled={!preview.data} isPending={stop.isPending} onPress={confirm}>
          {t('subscriptionChanges.terminate.confirm')}
        </Button>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('subscriptionChanges.terminate.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
