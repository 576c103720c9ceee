/**
 * The cart's items (spec §2): per item the product, the holder and card, the quantity, the unit
 * price, the discount and the line's total, as Order/computeAmount.json priced them, and a
 * "Remove <product>" button. A new card's items (its product and the creation fee) name its
 * holder and no card number: the card is made once the order is paid. Until the amount comes, and
 * when the api refuses to price the cart, a line is named by what was kept with it when it was
 * added (issue 23); the line the refusal concerns says so. Tickets get a quantity control within
 * the limit the api applies; a line saved above its limit can be brought down. A voucher's free
 * article (GIFT) has its own line and no remove button.
 */
import { isQuantityChangeable, maxItemQuantity, type AmountItem } from '@oceane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import type { CartItem } from '../../../lib/cart-store.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { amountLineOf, cartLineId, isCardCreation } from '../checkout-items.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The refusal of the amount that concerns one line: the line's id and the message. */
export type LineRefusal = { itemId: string; message: string };

/** The choices of a quantity control: 1 to the line's limit. */
const choices = (max: number) =>
  Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

export function CartLines({
  items,
  lines,
  refusal,
  onRemove,
  onQuantity,
}: {
  items: readonly CartItem[];
  /** The server's lines, once computed. */
  lines: readonly AmountItem[] | undefined;
  /** The line the api refused to price, and why. */
  refusal?: LineRefusal | null;
  onRemove: (item: CartItem, name: string) => void;
  onQuantity: (item: CartItem, quantity: number, name: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const gifts = lines?.filter((line) => line.gift) ?? [];
  return (
    <ul className="cart-lines">
      {items.map((item, index) => {
        const line = amountLineOf(item, lines);
        const name = line?.name ?? item.productName ?? t('checkout.cart.itemFallback', { index: index + 1 });
        const newCardHolder = isCardCreation(item) ? line?.holderName || item.holderName : undefined;
        const holder = line && !isCardCreation(item) ? line : item;
        const refused = refusal?.itemId === item.id ? refusal : null;
        const refusalId = `${cartLineId(item)}-refusal`;
        const max = maxItemQuantity(item);
        return (
          <li key={item.id} id={cartLineId(item)} className="cart-line">
            <h3>{name}</h3>
            {newCardHolder ? (
              <p>{t('checkout.cart.newCardFor', { name: newCardHolder })}</p>
            ) : !isCardCreation(item) && holder.holderName && holder.cardNumber ? (
              <p>{t('checkout.cart.holder', { name: holder.holderName, number: holder.cardNumber })}</p>
            ) : null}
            {refused ? (
              <p id={refusalId} className="message message--alert">
                <strong>{t('checkout.cart.lineRefused')}</strong> {refused.message}
              </p>
            ) : null}
            {isQuantityChangeable(item) ? (
              <SelectField
                id={`${cartLineId(item)}-quantity`}
                name="quantity"
                label={
                  <>
                    {t('checkout.cart.quantity')} <span className="visually-hidden">{name}</span>
                  </>
                }
                description={t('checkout.cart.quantityHint', { max })}
                options={choices(max)}
                value={String(item.quantity)}
                onChange={(value) => onQuantity(item, Number(value), name)}
              />
            ) : null}
            <dl className="details">
              {isQuantityChangeable(item) ? null : (
                <Row term={t('checkout.cart.quantity')}>{line?.quantity ?? item.quantity}</Row>
              )}
              <Row term={t('checkout.cart.unitPrice')}>
                {money(line?.unitPriceCents ?? item.product.unitPriceCents)}
              </Row>
              {line && line.discountCents > 0 ? (
                <Row term={t('checkout.cart.discount')}>{money(-line.discountCents)}</Row>
              ) : null}
              {line ? <Row term={t('checkout.cart.lineTotal')}>{money(line.totalCents)}</Row> : null}
            </dl>
            <div className="actions">
              {refused && item.quantity > max && !isCardCreation(item) ? (
                <Button variant="secondary" onPress={() => onQuantity(item, max, name)}>
                  {t('checkout.cart.quantityDown', { max })} <span className="visually-hidden">{name}</span>
                </Button>
              ) : null}
              <Button
                variant="secondary"
                className="button--danger"
                onPress={() => onRemove(item, name)}
                aria-describedby={refused ? refusalId : undefined}
              >
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
            </div>
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
