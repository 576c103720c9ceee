/**
 * One product of step 1, as a radio of the product choice: its name as the radio's label, then
 * its price, period, instalments and audience (the radio's description), and, when the holder is
 * known and may not have it, why (the product is explained, not hidden). A reduced fare says it
 * is sold pending the review of the proofs (decision 058).
 */
import { isReducedFare } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { Radio } from 'react-aria-components';
import { ProductSummary } from '../../../ui/product-summary.tsx';
import type { ShopProduct } from './api/order-products.ts';

export type ProductOptionProps = {
  product: ShopProduct;
  /** Why the holder may not have it, or null when they may. */
  refusal: string | null;
  /** The first radio of the choice carries the id the error summary links to. */
  id?: string;
};

const AUDIENCES = ['ALL', 'UNDER_26', 'SOLIDARITY', 'POST_PAYMENT'] as const;

export function ProductOption({ product, refusal, id }: ProductOptionProps) {
  const { t } = useTranslation();
  const audience = AUDIENCES.find((known) => known === product.audience) ?? 'ALL';
  const detailsId = `order-product-${product.shopItemId}-details`;
  return (
    <li className="product-option" data-unavailable={refusal ? true : undefined}>
      <Radio
        value={String(product.shopItemId)}
        className="radio"
        id={id}
        isDisabled={refusal !== null}
        aria-describedby={detailsId}
      >
        <span className="radio__circle" aria-hidden="true" />
        <span>{product.name}</span>
      </Radio>
      <div className="product-option__details" id={detailsId}>
        <ProductSummary
          product={product}
          extraRows={
            <div className="details__row">
              <dt>{t('cardOrder.product.audience')}</dt>
              <dd>{t(`cardOrder.product.audiences.${audience}`)}</dd>
            </div>
          }
        />
        {refusal ? <p className="product-option__refusal">{refusal}</p> : null}
        {!refusal && isReducedFare(product.audience) ? (
          <p className="product-option__note">{t('cardOrder.product.reducedFare')}</p>
        ) : null}
      </div>
    </li>
  );
}
