/**
 * What can be done with a card: duplicate, reload, edit, delete. An expired card can be neither
 * reloaded nor duplicated: the buttons say why they are off. While a pass waits for the card's
 * first validation, another pass waits too (spec §4) but tickets are sold (decision 060): Reload
 * stays, and says so. Reload shows only once its page exists (no link to a 404).
 */
import { hasPendingSubscription, networkDay } from '@oceane/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import type { Card } from '../api/card.ts';

// Loaded when the passenger asks to delete: the list shows sooner without the dialog's code.
const DeleteCardDialog = lazy(() =>
  import('./delete-card-dialog.tsx').then((module) => ({ default: module.DeleteCardDialog })),
);

export function CardActions({ card, onDeleted }: { card: Card; onDeleted: (card: Card) => void }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const [confirming, setConfirming] = useState(false);
  const reloadBlockedId = `card-${card.id}-reload-blocked`;
  const expiredId = `card-${card.id}-expired`;
  const reloadPath = paths.cardsTopup?.(card.id);
  const canReload = reloadPath !== undefined;
  // A pending pass is never the post-payment fare (it goes on active): no fare id needed here.
  const passPending = hasPendingSubscription(
    card.contracts.map((contract) => ({ ...contract, postPayment: false })),
    networkDay(),
  );
  return (
    <div className="card-actions">
      <h4 className="visually-hidden">{t('cards.actions')}</h4>
      <div className="actions">
        {card.expired ? (
          <Button variant="secondary" isDisabled aria-describedby={expiredId}>
            {t('cards.duplicate')}
          </Button>
        ) : (
          <Link to={paths.cardsDuplicate(card.id)} className="button button--secondary">
            {t('cards.duplicate')}
          </Link>
        )}
        {!canReload ? null : card.expired ? (
          <Button variant="secondary" isDisabled aria-describedby={expiredId}>
            {t('cards.reload')}
          </Button>
        ) : (
          <Link
            to={reloadPath}
            className="button button--secondary"
            aria-describedby={passPending ? reloadBlockedId : undefined}
          >
            {t('cards.reload')}
          </Link>
        )}
        <Link to={paths.cardsEdit(card.id)} className="button button--secondary">
          {t('cards.editInfo')}
        </Link>
        <Button variant="secondary" className="button--danger" onPress={() => setConfirming(true)}>
          {t('cards.delete')}
        </Button>
      </div>
      {card.expired ? (
        <p id={expiredId} className="hint">
          {t('cards.expiredHint')}
        </p>
      ) : null}
      {canReload && !card.expired && passPending ? (
        <p id={reloadBlockedId} className="hint">
          {t('errors.SALE_NOT_SETTLED')}
        </p>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <DeleteCardDialog card={card} isOpen onOpenChange={setConfirming} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
    </div>
  );
}
