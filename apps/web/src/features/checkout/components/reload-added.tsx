/**
 * The confirmation that a reload is in the cart, with the focus on it: to the cart, or back. A
 * pass added again says it is already in the cart (it stays one, issue 23); tickets at their
 * limit, and a full cart, say so.
 */
import { MAX_ITEM_QUANTITY, MAX_ORDER_ITEMS } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { AddedToCart } from '../../../ui/added-to-cart.tsx';
import { Button } from '../../../ui/button.tsx';
import type { AddOutcome } from '../../../lib/cart-store.ts';
import type { CheckoutCard } from '../api/checkout-card.ts';
import type { ShopProduct } from '../api/reload-products.ts';

export function ReloadAdded({
  card,
  product,
  outcome = 'added',
  onAnother,
}: {
  card: CheckoutCard;
  product: ShopProduct;
  outcome?: AddOutcome;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Nothing was added: the article is already there, at its limit, or the cart is full.
  const kept = outcome !== 'added' && outcome !== 'increased';
  return (
    <AddedToCart
      title={t(kept ? `checkout.topup.${outcome}` : 'checkout.topup.added')}
      toCartText={t('checkout.topup.toCart')}
      backText={t('checkout.topup.backToCards')}
      cardId={card.id}
      actions={
        <Button variant="quiet" onPress={onAnother}>
          {t('checkout.topup.another')}
        </Button>
      }
    >
      <p>
        {kept
          ? t(`checkout.topup.${outcome}Text`, {
              name: product.name,
              number: card.number,
              max: MAX_ITEM_QUANTITY,
              lines: MAX_ORDER_ITEMS,
            })
          : t(outcome === 'increased' ? 'checkout.topup.increasedText' : 'checkout.topup.addedText', {
              name: product.name,
              price: formatCents(product.priceCents, locale),
              number: card.number,
            })}
      </p>
    </AddedToCart>
  );
}
