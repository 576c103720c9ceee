/**
 * Under the summary's DOCUMENTS_REQUIRED (a new card's proofs are not all linked to its order).
 * The order flow's answers were cleared when its request went to the cart, so a link to the
 * documents step would land on step 1, and redoing the flow would add a second request while the
 * first stayed in the cart, still without its proofs. Instead the passenger starts that request
 * again: its items leave the cart and the order flow opens at step 1. The request left behind on
 * the server is never paid; the card requests' job cancels it after two days.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { removeCartItem, useCartItems, type CartItem } from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { isCardCreation } from '../checkout-items.ts';

/**
 * The cart items of the requests to start again: a request none of whose items carries proofs
 * (its documents step was lost); when every request carries some, the server found them
 * insufficient (deleted, or a kind missing), and we cannot tell which: all new-card requests.
 */
export function requestItemsToRestart(items: readonly CartItem[]): CartItem[] {
  const newCards = items.filter(isCardCreation);
  const withProofs = new Set(
    newCards.filter((item) => (item.documentIds?.length ?? 0) > 0).map((item) => String(item.cardRequestId)),
  );
  const withoutProofs = newCards.filter((item) => !withProofs.has(String(item.cardRequestId)));
  return withoutProofs.length > 0 ? withoutProofs : newCards;
}

export function ProofsMissing() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const items = useCartItems();
  const firstStep = paths.cardsOrderStep?.(1);
  const toRestart = requestItemsToRestart(items);
  if (!firstStep || toRestart.length === 0) return null;
  const restart = () => {
    for (const item of toRestart) removeCartItem(item.id);
    void navigate(firstStep);
  };
  return (
    <div>
      <p>{t('checkout.cart.proofsMissingRestartText')}</p>
      <Button variant="secondary" onPress={restart}>
        {t('checkout.cart.proofsMissingRestart')}
      </Button>
    </div>
  );
}
