/**
 * One product of the reload page: name, price, period, when it starts (a pass: today or the day
 * after the one covering the card, decision 060), the instalments offered, "Add to cart". A pass
 * that cannot be sold now keeps its place with the add button off and the reason said. A reduced
 * fare says what the card's proofs allow (decision 058): sold pending their review, or not sold
 * online until the mobility centre has checked one (no button, the way to get it said).
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ProductSummary } from '../../../ui/product-summary.tsx';
import type { ShopProduct } from '../api/reload-products.ts';
import type { ReloadOffer } from './reload-offer.ts';

export type ProductItemProps = {
  product: ShopProduct;
  offer: ReloadOffer;
  onAdd: () => void;
  /** The id of the page's notice that says why passes wait (pending validation, a pass in the cart). */
  noticeId: { pending: string; inCart: string };
};

export function ProductItem({ product, offer, onAdd, noticeId }: ProductItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const noteId = `product-${product.shopItemId}-note`;
  const proofNoteId = `product-${product.shopItemId}-fare-proof`;
  const startRow =
    offer.kind === 'starts' ? (
      <div className="details__row">
        <dt>{t('checkout.topup.starts')}</dt>
        <dd>
          {offer.today
            ? t('checkout.topup.startsToday', { date: formatDate(offer.from, locale) })
            : t('checkout.topup.startsAfter', { date: formatDate(offer.from, locale) })}
        </dd>
      </div>
    ) : null;
  const blockedBy =
    offer.kind === 'pending'
      ? `${noteId} ${noticeId.pending}`
      : offer.kind === 'inCart'
        ? `${noteId} ${noticeId.inCart}`
        : offer.kind === 'covered'
          ? noteId
          : null;
  return (
    <li className="product">
      <h3>{product.name}</h3>
      <ProductSummary product={product} extraRows={startRow} />
      {offer.kind === 'covered' ? (
        <p id={noteId} className="hint">
          {t('errors.CARD_ALREADY_COVERED', { coveredUntil: formatDate(offer.until, locale) })}
        </p>
      ) : null}
      {offer.kind === 'pending' ? (
        <p id={noteId} className="hint">
          {t('checkout.topup.afterValidation')}
        </p>
      ) : null}
      {offer.kind === 'inCart' ? (
        <p id={noteId} className="hint">
          {t('checkout.topup.afterCartPass')}
        </p>
      ) : null}
      {product.fareProof === 'PENDING' ? (
        <p id={proofNoteId} className="product__note">
          {t('checkout.topup.fareProofPending')}
        </p>
      ) : null}
      {product.fareProof === 'REQUIRED' ? (
        <p className="product__note product__note--required">{t('checkout.topup.fareProofRequired')}</p>
      ) : blockedBy ? (
        <Button variant="primary" isDisabled aria-describedby={blockedBy}>
          {t('checkout.topup.add')} <span className="visually-hidden">{product.name}</span>
        </Button>
      ) : (
        <Button
          variant="primary"
          onPress={onAdd}
          aria-describedby={product.fareProof === 'PENDING' ? proofNoteId : undefined}
        >
          {t('checkout.topup.add')} <span className="visually-hidden">{product.name}</span>
        </Button>
      )}
    </li>
  );
}
