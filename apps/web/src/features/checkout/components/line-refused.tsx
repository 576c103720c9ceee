/**
 * A refusal of the amount that concerns one line (decision 061), said at the top of the cart with
 * the line it concerns, named by what was kept with it when it was added (product, holder, card),
 * and a link to that line, where its remove button is; the button asks the amount again.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorText } from '../../../i18n/messages.ts';
import type { CartItem } from '../../../lib/cart-store.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { cartLineId, isCardCreation } from '../checkout-items.ts';

/** A line as a sentence names it: its product, and its holder and card when the cart kept them. */
export function lineReference(t: TFunction, item: CartItem, name: string): string {
  if (isCardCreation(item) && item.holderName) {
    return t('checkout.cart.lineForNewCard', { name, holder: item.holderName });
  }
  if (item.holderName && item.cardNumber) {
    return t('checkout.cart.lineFor', { name, holder: item.holderName, number: item.cardNumber });
  }
  return name;
}

export function LineRefused({
  error,
  item,
  name,
  onRetry,
}: {
  error: unknown;
  item: CartItem;
  /** The line's name as the cart shows it. */
  name: string;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Alert>
      <p>{errorText(t, error)}</p>
      <p>
        {t('checkout.cart.refusedLine')} <a href={`#${cartLineId(item)}`}>{lineReference(t, item, name)}</a>
      </p>
      <Button variant="secondary" onPress={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
