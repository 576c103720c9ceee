/** One product of the reload page: name, price, period, the instalments offered, "Add to cart". */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ProductSummary } from '../../../ui/product-summary.tsx';
import type { ShopProduct } from '../api/reload-products.ts';

export function ProductItem({ product, onAdd }: { product: ShopProduct; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="product">
      <h3>{product.name}</h3>
      <ProductSummary product={product} />
      <Button variant="primary" onPress={onAdd}>
        {t('checkout.topup.add')} <span className="visually-hidden">{product.name}</span>
      </Button>
    </li>
  );
}
