/** The confirmation that a reload is in the cart, with the focus on it: to the cart, or back. */
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { AddedToCart } from '../../../ui/added-to-cart.tsx';
import { Button } from '../../../ui/button.tsx';
import type { CheckoutCard } from '../api/checkout-card.ts';
import type { ShopProduct } from '../api/reload-products.ts';

export function ReloadAdded({
  card,
  product,
  onAnother,
}: {
  card: CheckoutCard;
  product: ShopProduct;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <AddedToCart
      title={t('checkout.topup.added')}
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
        {t('checkout.topup.addedText', {
          name: product.name,
          price: formatCents(product.priceCents, locale),
          number: card.number,
        })}
      </p>
    </AddedToCart>
  );
}
