/** The confirmation that a reload is in the cart, with the focus on it: to the cart, or back. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { usePaths } from '../../../lib/paths.ts';
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
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="message message--success">
      <h2 ref={heading} tabIndex={-1}>
        {t('checkout.topup.added')}
      </h2>
      <p>
        {t('checkout.topup.addedText', {
          name: product.name,
          price: formatCents(product.priceCents, locale),
          number: card.number,
        })}
      </p>
      <div className="actions">
        <Link to={paths.cart!()} className="button button--primary">
          {t('checkout.topup.toCart')}
        </Link>
        <Link to={paths.cards({ card: card.id })} className="button button--secondary">
          {t('checkout.topup.backToCards')}
        </Link>
        <Button variant="quiet" onPress={onAnother}>
          {t('checkout.topup.another')}
        </Button>
      </div>
    </div>
  );
}
