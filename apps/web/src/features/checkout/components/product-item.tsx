/**
 * One product of the reload page: name, price, period, the instalments offered, "Add to cart". A
 * reduced fare says what the card's proofs allow (decision 058): sold pending their review, or
 * not sold online until the mobility centre has checked one (no button, the way to get it said).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ProductSummary } from '../../../ui/product-summary.tsx';
import type { ShopProduct } from '../api/reload-products.ts';

export function ProductItem({ product, onAdd }: { product: ShopProduct; onAdd: () => void }) {
  const { t } = useTranslation();
  const noteId = `product-${product.shopItemId}-fare-proof`;
  return (
    <li className="product">
      <h3>{product.name}</h3>
      <ProductSummary product={product} />
      {product.fareProof === 'PENDING' ? (
        <p id={noteId} className="product__note">
          {t('checkout.topup.fareProofPending')}
        </p>
      ) : null}
      {product.fareProof === 'REQUIRED' ? (
        <p className="product__note product__note--required">{t('checkout.topup.fareProofRequired')}</p>
      ) : (
        <Button
          variant="primary"
          onPress={onAdd}
          aria-describedby={product.fareProof === 'PENDING' ? noteId : undefined}
        >
          {t('checkout.topup.add')} <span className="visually-hidden">{product.name}</span>
        </Button>
      )}
    </li>
  );
}
