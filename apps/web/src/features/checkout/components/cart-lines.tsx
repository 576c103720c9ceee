/**
 * The cart's items (spec §2): per item the product, the holder and card, the quantity, the unit
 * price, the discount and the line's total, as Order/computeAmount.json priced them, and a
 * "Remove <product>" button. A new card's items (its product and the creation fee) name its
 * holder and no card number: the card is made once the order is paid. While the amount loads, only the unit price saved with the item
 * shows; a voucher's free article (GIFT) has its own line and no remove button.
 */
import type { AmountItem } from '@oceane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { CartItem } from '../../../lib/cart-store.ts';
import { Button } from '../../../ui/button.tsx';
import { amountLineOf, isCardCreation } from '../checkout-items.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function CartLines({
  items,
  lines,
  onRemove,
}: {
  items: readonly CartItem[];
  /** The server's lines, once computed. */
  lines: readonly AmountItem[] | undefined;
  onRemove: (item: CartItem, name: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const gifts = lines?.filter((line) => line.gift) ?? [];
  return (
    <ul className="cart-lines">
      {items.map((item, index) => {
        const line = amountLineOf(item, lines);
        const name = line?.name ?? t('checkout.cart.itemFallback', { index: index + 1 });
        const newCardHolder = isCardCreation(item) ? line?.holderName || item.holderName : undefined;
        return (
          <li key={item.id} className="cart-line">
            <h3>{name}</h3>
            {newCardHolder ? (
              <p>{t('checkout.cart.newCardFor', { name: newCardHolder })}</p>
            ) : line && !isCardCreation(item) ? (
              <p>{t('checkout.cart.holder', { name: line.holderName, number: line.cardNumber })}</p>
            ) : null}
            <dl className="details">
              <Row term={t('checkout.cart.quantity')}>{line?.quantity ?? item.quantity}</Row>
              <Row term={t('checkout.cart.unitPrice')}>
                {money(line?.unitPriceCents ?? item.product.unitPriceCents)}
              </Row>
              {line && line.discountCents > 0 ? (
                <Row term={t('checkout.cart.discount')}>{money(-line.discountCents)}</Row>
              ) : null}
              {line ? <Row term={t('checkout.cart.lineTotal')}>{money(line.totalCents)}</Row> : null}
            </dl>
            <Button variant="secondary" className="button--danger" onPress={() => onRemove(item, name)}>
              {newCardHolder ? (
                <>
                  {t('checkout.cart.removeRequest')}{' '}
                  <span className="visually-hidden">
                    {t('checkout.cart.newCardFor', { name: newCardHolder })}
                  </span>
                </>
              ) : (
                <>
                  {t('checkout.cart.remove')} <span className="visually-hidden">{name}</span>
                </>
              )}
            </Button>
          </li>
        );
      })}
      {gifts.map((gift) => (
        <li key={`gift-${gift.shopItemId}-${gift.mediaId ?? gift.cardRequestId}`} className="cart-line">
          <h3>{gift.name}</h3>
          <p>
            {isCardCreation(gift)
              ? t('checkout.cart.newCardFor', { name: gift.holderName })
              : t('checkout.cart.holder', { name: gift.holderName, number: gift.cardNumber })}
          </p>
          <dl className="details">
            <Row term={t('checkout.cart.quantity')}>{gift.quantity}</Row>
            <Row term={t('checkout.cart.lineTotal')}>
              {gift.totalCents === 0 ? t('checkout.cart.gift') : money(gift.totalCents)}
            </Row>
          </dl>
        </li>
      ))}
    </ul>
  );
}
