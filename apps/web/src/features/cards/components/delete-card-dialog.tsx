/** The confirmation before a card leaves the account (Account/unregisterCard.json). */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { holderName, type Card } from '../api/card.ts';
import { useUnregisterCard } from '../api/unregister-card.ts';

export function DeleteCardDialog({
  card,
  isOpen,
  onOpenChange,
  onDeleted,
}: {
  card: Card;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDeleted: (card: Card) => void;
}) {
  const { t } = useTranslation();
  const unregister = useUnregisterCard();
  const close = (open: boolean) => {
    if (!open) unregister.reset();
    onOpenChange(open);
  };
  return (
    <ModalDialog title={t('cards.deleteDialog.title')} isOpen={isOpen} onOpenChange={close}>
      <p>{t('cards.deleteDialog.text', { number: card.number, name: holderName(card) })}</p>
      {unregister.isError ? (
        <Alert>
          <p>{errorText(t, unregister.error)}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button
          variant="primary"
          isPending={unregister.isPending}
          onPress={() => unregister.mutate(card.id, { onSuccess: () => onDeleted(card) })}
        >
          {t('cards.deleteDialog.confirm')}
        </Button>
        <Button variant="secondary" onPress={() => close(false)}>
          {t('cards.deleteDialog.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
