/**
 * What can be done with a pass of the card (spec §4, decision 064): stop it (a pass that renews,
 * or the post-payment fare, which is told by the public configuration's fare id) and move it to
 * another valid card of its holder. Each asks in a dialog, loaded when opened, that states the
 * consequences first.
 */
import { canMove, canTerminate, isPostPaymentFare, sameHolder } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfigQueryOptions } from '../../../lib/public-config.ts';
import { Button } from '../../../ui/button.tsx';
import type { Card, Contract } from '../api/card.ts';

const TerminateDialog = lazy(() =>
  import('./terminate-dialog.tsx').then((module) => ({ default: module.TerminateDialog })),
);
const MoveDialog = lazy(() => import('./move-dialog.tsx').then((module) => ({ default: module.MoveDialog })));

/** The cards a pass of `card` may go to: the account's others, valid, of the same holder. */
export function moveTargets(card: Card, cards: readonly Card[]): Card[] {
  return cards.filter(
    (other) => other.id !== card.id && !other.expired && sameHolder(other.holder, card.holder),
  );
}

export type ContractActionsProps = {
  card: Card;
  cards: readonly Card[];
  /** Once a pass stopped or moved: what the page announces. */
  onChanged: (message: string) => void;
};

export function ContractActions({
  contract,
  card,
  cards,
  onChanged,
}: ContractActionsProps & { contract: Contract }) {
  const { t } = useTranslation();
  const config = useQuery(publicConfigQueryOptions());
  const [open, setOpen] = useState<'terminate' | 'move' | null>(null);
  const postPayment = isPostPaymentFare(contract.productId, config.data?.postPaymentFareId);
  const targets = moveTargets(card, cards);
  const stoppable = canTerminate(contract, postPayment);
  const movable = canMove(contract) && targets.length > 0;
  if (!stoppable && !movable) return null;
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <div className="actions contract__actions">
      {movable ? (
        <Button variant="secondary" onPress={() => setOpen('move')}>
          {t('subscriptionChanges.move.button')} <span className="visually-hidden">– {contract.name}</span>
        </Button>
      ) : null}
      {stoppable ? (
        <Button variant="secondary" className="button--danger" onPress={() => setOpen('terminate')}>
          {t('subscriptionChanges.terminate.button')}{' '}
          <span className="visually-hidden">– {contract.name}</span>
        </Button>
      ) : null}
      {open === 'terminate' ? (
        <Suspense fallback={null}>
          <TerminateDialog
            contract={contract}
            postPayment={postPayment}
            onOpenChange={close}
            onDone={onChanged}
          />
        </Suspense>
      ) : null}
      {open === 'move' ? (
        <Suspense fallback={null}>
          <MoveDialog
            contract={contract}
            card={card}
            targets={targets}
            onOpenChange={close}
            onDone={onChanged}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
