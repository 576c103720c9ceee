/**
 * /cart (spec §2): the items, the promo code, the amounts and the pay form, every amount from
 * Order/computeAmount.json (docs/decisions/030-web-checkout.md); the payment result popups when
 * the provider sends the browser back (?order=ID). A failure of the amount is said at the top and
 * the cart stays as it is: only the passenger removes an item; a refusal that concerns one line
 * names it, at the top and at the line (decision 061). The pay form and the popups load
 * with the first item or result (docs/decisions/037-web-logged-in-pages.md).
 */
import { isVoucherRefusal } from '@oceane/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import {
  removeCartItem,
  setCartItemQuantity,
  setCartVoucher,
  useCartItems,
  useCartVoucher,
  type CartItem,
} from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Alert } from '../../../ui/messages.tsx';
import { useAmount } from '../api/compute-amount.ts';
import { refusedItemOf, toCheckoutItems } from '../checkout-items.ts';
import { CartEmpty } from './cart-shell.tsx';
import { CartLines } from './cart-lines.tsx';
import { LineRefused } from './line-refused.tsx';
import { CartTotals } from './cart-totals.tsx';
import { usePaymentResult } from './use-payment-result.ts';
import { VoucherForm } from './voucher-form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const loadPaymentForm = () => import('./payment-form.tsx');
const PaymentForm = lazy(() => loadPaymentForm().then((module) => ({ default: module.PaymentForm })));
const PaymentResult = lazy(() =>
  import('./payment-result.tsx').then((module) => ({ default: module.PaymentResult })),
);
const AlreadyPaidDialog = lazy(() =>
  import('./payment-result.tsx').then((module) => ({ default: module.AlreadyPaidDialog })),
);

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/** `termsLink`: what opens the terms of sale, given by the route (features do not import each other). */
export function CartView({ termsLink }: { termsLink?: ReactNode } = {}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const items = useCartItems();
  const voucherCode = useCartVoucher();
  const checkoutItems = useMemo(() => toCheckoutItems(items), [items]);
  const body = useMemo(
    () =>
      checkoutItems && checkoutItems.length > 0
        ? { items: checkoutItems, ...(voucherCode ? { voucherCode } : {}) }
        : null,
    [checkoutItems, voucherCode],
  );
  // A code refused by the amount (expired since it was applied) leaves the cart; the field says why.
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const result = usePaymentResult();
  // Back from the payment page, the cart is priced once its result is known not to be paid.
  const amount = useAmount(result.holdsCart ? null : body, (error) => {
    setVoucherError(errorText(t, error));
    setCartVoucher(null);
  });
  const [announcement, setAnnouncement] = useState('');
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const itemsTitle = useRef<HTMLHeadingElement>(null);
  const hasItems = items.length > 0;

  // The pay form shows with the amount: its code is fetched beside the amount's request.
  useEffect(() => {
    if (hasItems) void loadPaymentForm();
  }, [hasItems]);

  const remove = (item: CartItem, name: string) => {
    removeCartItem(item.id);
    setAnnouncement(
      item.cardRequestId !== undefined
        ? t('checkout.cart.requestRemoved', { name: item.holderName ?? name })
        : t('checkout.cart.removed', { name }),
    );
    itemsTitle.current?.focus();
  };

  const changeQuantity = (item: CartItem, quantity: number, name: string) => {
    setCartItemQuantity(item.id, quantity);
    setAnnouncement(t('checkout.cart.quantityChanged', { name, quantity }));
  };

  // The amount of this very cart: not the former one kept on screen while this one is priced.
  const fresh = amount.data && !amount.isPlaceholderData ? amount.data : undefined;
  const amountFailure = amount.isError && !isVoucherRefusal(codeOf(amount.error)) ? amount.error : null;
  const refusedItem = amountFailure ? refusedItemOf(amountFailure, items) : undefined;
  const refusedName = refusedItem
    ? (refusedItem.productName ?? t('checkout.cart.itemFallback', { index: items.indexOf(refusedItem) + 1 }))
    : '';

  return (
    <>
      <Suspense fallback={null}>
        {result.orderId !== null ? <PaymentResult result={result} /> : null}
        {alreadyPaid ? <AlreadyPaidDialog isOpen /> : null}
      </Suspense>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {!hasItems ? (
        <CartEmpty
          text={t('checkout.cart.empty')}
          link={<Link to={paths.cards()}>{t('checkout.cart.emptyLink')}</Link>}
        />
      ) : (
        <>
          {checkoutItems === null ? (
            <Alert>
              <p>{t('checkout.cart.unreadable')}</p>
            </Alert>
          ) : null}
          {amountFailure && refusedItem ? (
            <LineRefused
              error={amountFailure}
              item={refusedItem}
              name={refusedName}
              onRetry={() => amount.refetch()}
            />
          ) : amountFailure ? (
            <LoadFailed error={amountFailure} onRetry={() => amount.refetch()} />
          ) : null}
          <section className="cart-section" aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" ref={itemsTitle} tabIndex={-1}>
              {t('checkout.cart.itemsTitle')}
            </h2>
            {amount.isFetching && !fresh ? <p role="status">{t('checkout.cart.loading')}</p> : null}
            <CartLines
              items={items}
              lines={fresh?.items}
              refusal={refusedItem ? { itemId: refusedItem.id, message: errorText(t, amountFailure) } : null}
              onRemove={remove}
              onQuantity={changeQuantity}
            />
          </section>
          {checkoutItems ? (
            <section className="cart-section" aria-labelledby="voucher-title">
              <h2 id="voucher-title">{t('checkout.cart.voucherTitle')}</h2>
              <VoucherForm
                items={checkoutItems}
                applied={voucherCode}
                appliedLabel={fresh?.voucher?.label ?? null}
                error={voucherError}
                onClearError={() => setVoucherError(null)}
              />
            </section>
          ) : null}
          {amount.data && checkoutItems ? (
            <>
              {fresh ? (
                <section className="cart-section" aria-labelledby="totals-title">
                  <h2 id="totals-title">{t('checkout.cart.summaryTitle')}</h2>
                  <CartTotals amount={fresh} />
                </section>
              ) : null}
              <section className="cart-section" aria-labelledby="payment-title">
                <h2 id="payment-title">{t('checkout.cart.paymentTitle')}</h2>
                <Suspense fallback={null}>
                  <PaymentForm
                    cartItems={items}
                    items={checkoutItems}
                    voucherCode={voucherCode}
                    amount={amount.data}
                    isUpdating={!fresh}
                    onAmountChanged={() => amount.refetch()}
                    onAlreadyPaid={() => setAlreadyPaid(true)}
                    termsLink={termsLink}
                  />
                </Suspense>
              </section>
            </>
          ) : null}
        </>
      )}
    </>
  );
}
