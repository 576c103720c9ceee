/**
 * /cards/topup/{id}: the products this card can be reloaded with (Products/getProducts.json),
 * grouped by transport mode, each with its price, period, start and instalments; "Add to cart"
 * puts a CARD_RELOAD item in the cart (spec §4: one type of request at a time, asked first), named
 * by its product, card and holder, and says when a pass was already there (issue 23: it stays
 * one). The §8 refusals are said instead of the list: no product for the contract type (call the
 * mobility centre), an expired card (and a sale not settled, from a back end that refuses the
 * whole card). Decision 060: a pass starts the day after the one covering the card, and says so;
 * passes wait while one awaits the card's first validation or the cart holds one for this card,
 * tickets never.
 */
import { ERROR_CODES, groupByModes, networkDay } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { useCartItems } from '../../../lib/cart-store.ts';
import { publicConfigQueryOptions } from '../../../lib/public-config.ts';
import { useUser } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { CardNotFound } from '../../../ui/card-lookup.tsx';
import type { AddOutcome } from '../../../lib/cart-store.ts';
import { useCartRequestType } from '../../../ui/cart-request-type.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { modesTitle } from '../../../ui/product-text.ts';
import { SupportPhoneLink } from '../../../ui/support-phone.tsx';
import { cardHolderName, type CheckoutCard } from '../api/checkout-card.ts';
import { useReloadProducts, type ShopProduct } from '../api/reload-products.ts';
import { ProductItem } from './product-item.tsx';
import { ReloadAdded } from './reload-added.tsx';
import { cartShopItemsOf, reloadOffer, type ReloadOffer } from './reload-offer.ts';

const REFUSALS: string[] = [
  ERROR_CODES.NO_PRODUCT_FOR_CONTRACT,
  ERROR_CODES.SALE_NOT_SETTLED,
  ERROR_CODES.CARD_EXPIRED,
];

function ProductsRefused({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const code = (error as { code?: string } | null)?.code ?? '';
  // Another account's card answers like a missing one.
  if (code === ERROR_CODES.FORBIDDEN || code === ERROR_CODES.NOT_FOUND) return <CardNotFound />;
  return (
    <Alert>
      <p>{errorText(t, error)}</p>
      {code === ERROR_CODES.NO_PRODUCT_FOR_CONTRACT ? (
        <p>
          {t('checkout.topup.contactAgency')} <SupportPhoneLink />
        </p>
      ) : null}
      {REFUSALS.includes(code) ? null : (
        <Button variant="secondary" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function ReloadProducts({ card }: { card: CheckoutCard }) {
  const { t } = useTranslation();
  const user = useUser();
  const products = useReloadProducts(card.id);
  const config = useQuery(publicConfigQueryOptions());
  const cartItems = useCartItems();
  const { addToCart, dialog } = useCartRequestType();
  const adding = useRef(false);
  const [added, setAdded] = useState<{ product: ShopProduct; outcome: AddOutcome } | null>(null);

  const add = async (product: ShopProduct) => {
    // One item per press: a second press lands before the popup or the confirmation shows.
    if (adding.current) return;
    adding.current = true;
    try {
      const outcome = await addToCart(
        {
          awUserId: user?.userId,
          ubiUserId: card.id,
          type: 'CARD_RELOAD',
          product: {
            shopItemId: product.shopItemId,
            shopItemPromoPrice: product.shopItemPromoPrice,
            installments: product.installments,
            ubiProductId: product.productId,
            productType: product.productType.productTypeId,
          },
          productName: product.name,
          cardNumber: card.number,
          holderName: cardHolderName(card),
        },
        'CARD_RELOAD',
      );
      if (outcome) setAdded({ product, outcome });
    } finally {
      adding.current = false;
    }
  };

  const intro = (
    <p className="lead">{t('checkout.topup.intro', { number: card.number, name: cardHolderName(card) })}</p>
  );

  if (added) {
    return (
      <>
        {intro}
        <ReloadAdded
          card={card}
          product={added.product}
          outcome={added.outcome}
          onAnother={() => setAdded(null)}
        />
      </>
    );
  }

  const offers = new Map<number, ReloadOffer>();
  if (products.data) {
    const context = {
      card,
      products: products.data,
      inCart: cartShopItemsOf(cartItems, card.id),
      postPaymentFareId: config.data?.postPaymentFareId ?? null,
      on: networkDay(),
    };
    for (const product of products.data) offers.set(product.shopItemId, reloadOffer(product, context));
  }
  const waiting = (kind: ReloadOffer['kind']) => [...offers.values()].some((offer) => offer.kind === kind);
  const noticeId = { pending: `card-${card.id}-pass-pending`, inCart: `card-${card.id}-pass-in-cart` };

  return (
    <>
      {intro}
      {waiting('pending') ? (
        <p id={noticeId.pending} className="message message--info">
          {t('errors.SALE_NOT_SETTLED')}
        </p>
      ) : null}
      {waiting('inCart') ? (
        <p id={noticeId.inCart} className="message message--info">
          {t('checkout.topup.passInCart')}
        </p>
      ) : null}
      {products.isPending ? <p role="status">{t('checkout.topup.loading')}</p> : null}
      {products.isError ? (
        <ProductsRefused error={products.error} onRetry={() => void products.refetch()} />
      ) : null}
      {products.data?.length === 0 ? (
        <ProductsRefused error={{ code: ERROR_CODES.NO_PRODUCT_FOR_CONTRACT }} onRetry={() => undefined} />
      ) : null}
      {products.data
        ? groupByModes(products.data).map((group) => (
            <section key={group.key} className="product-group" aria-labelledby={`products-${group.key}`}>
              <h2 id={`products-${group.key}`}>{modesTitle(t, group.modes)}</h2>
              <ul className="product-list">
                {group.products.map((product) => (
                  <ProductItem
                    key={product.shopItemId}
                    product={product}
                    offer={offers.get(product.shopItemId) ?? { kind: 'ticket' }}
                    noticeId={noticeId}
                    onAdd={() => void add(product)}
                  />
                ))}
              </ul>
            </section>
          ))
        : null}
      {dialog}
    </>
  );
}
