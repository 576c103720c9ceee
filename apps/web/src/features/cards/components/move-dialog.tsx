/**
 * Moving a pass to another card (Subscriptions/updateCard, decision 064): the cards it may go to
 * (the account's other valid cards of its holder), then, for the one chosen, what the move would
 * change or why it cannot be (a pass of the same modes on that card), asked of the api before the
 * passenger confirms.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { RadioGroupField } from '../../../ui/radio-group.tsx';
import { holderName, type Card, type Contract } from '../api/card.ts';
import { useMovePreview, useSubscriptionChange } from '../api/subscription-changes.ts';
import { SubscriptionConsequencesList } from './subscription-consequences.tsx';

export function MoveDialog({
  contract,
  card,
  targets,
  onOpenChange,
  onDone,
}: {
  contract: Contract;
  /** The card that carries the pass now. */
  card: Card;
  /** The cards it may go to (moveTargets). */
  targets: Card[];
  onOpenChange: (isOpen: boolean) => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [chosen, setChosen] = useState<string>(targets.length === 1 ? String(targets[0]!.id) : '');
  const target = targets.find((candidate) => String(candidate.id) === chosen) ?? null;
  const preview = useMovePreview(contract.id, target?.id ?? null);
  const move = useSubscriptionChange();
  const confirm = () => {
    if (!target) return;
    move.mutate(
      { subscriptionId: contract.id, mediaId: target.id },
      {
        onSuccess: ({ subscription }) => {
          onOpenChange(false);
          onDone(t('subscriptionChanges.move.done', { name: subscription.name, number: target.number }));
        },
      },
    );
  };
  const choose = (value: string) => {
    setChosen(value);
    move.reset();
  };
  return (
    <ModalDialog
      title={t('subscriptionChanges.move.title', { name: contract.name })}
      isOpen
      onOpenChange={onOpenChange}
    >
      <p>{t('subscriptionChanges.move.intro', { holder: holderName(card) })}</p>
      <RadioGroupField
        id={`move-${contract.id}-target`}
        name="target"
        label={t('subscriptionChanges.move.target')}
        value={chosen}
        onChange={choose}
        options={targets.map((candidate) => ({
          value: String(candidate.id),
          label: t('subscriptionChanges.move.targetOption', {
            number: candidate.number,
            date: formatDate(candidate.validityEnd, locale),
          }),
        }))}
      />
      {target && preview.isFetching ? (
        <Status>
          <p>{t('subscriptionChanges.move.reading')}</p>
        </Status>
      ) : null}
      {target && preview.isError ? (
        <Alert>
          <p>{errorText(t, preview.error)}</p>
        </Alert>
      ) : null}
      {target && preview.data ? (
        <SubscriptionConsequencesList
          consequences={preview.data.consequences}
          kind={{ action: 'move', cardNumber: target.number }}
          titleId={`move-${contract.id}-consequences`}
        />
      ) : null}
      {move.isError ? (
        <Alert>
          <p>{errorText(t, move.error)}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button
          variant="primary"
          isDisabled={!target || !preview.data || preview.isFetching}
          isPending={move.isPending}
          onPress={confirm}
        >
          {t('subscriptionChanges.move.confirm')}
        </Button>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('subscriptionChanges.move.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
