import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../test/api.ts';
import { aCard, USER } from '../../test/cards.ts';
import { landing, renderAt } from '../../test/render.tsx';
import { accountCardsQueryKey } from '../lib/account-cards-request.ts';
import { addCartItem, cartStore, checkoutKeyFor, emptyCart, recordCheckoutOrder } from '../lib/cart-store.ts';
import { endSession, startSession } from '../lib/session.ts';
import CartPage from './cart.tsx';
import {
  VERIFY_POLL_LIMIT_MS,
  VERIFY_POLL_MS,
  verifyRefetchInterval,
} from '../features/checkout/api/verify-order.ts';
import { anAmount, aVerify } from '../features/checkout/test-checkout.ts';
import { readOrderId } from '../features/checkout/components/use-payment-result.ts';

vi.mock('../features/checkout/redirect.ts', () => ({ goToPaymentPage: vi.fn() }));

beforeEach(() => {
  startSession(USER, null);
  addCartItem({
    awUserId: 5,
    ubiUserId: 11,
    type: 'CARD_RELOAD',
    product: { shopItemId: 40, shopItemPromoPrice: '490.00', installments: [1, 4, 10], ubiProductId: 4 },
  });
  // The cart went to pay as order 77 (payment-form.tsx records it after Order/create.json).
  checkoutKeyFor('the cart as it went to pay');
  recordCheckoutOrder(77);
});
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

function backFromPayment(verify: Handler | ReturnType<typeof ok>, path = '/cart?order=77') {
  const api = fakeApi({
    'Order/computeAmount.json': ok({ amount: anAmount() }),
    'Order/verify.json': verify,
  });
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cart', element: <CartPage /> },
      { path: '/en/cart', element: <CartPage /> },
      landing('/account/history'),
      landing('/en/account/history'),
      landing('/cards'),
    ],
  });
  return { api, ...view };
}

describe('the payment result popups (spec §4)', () => {
  it('PAID: says so, empties the cart, drops ?order from the address, and leads to order tracking', async () => {
    const { api, user, location } = backFromPayment(ok(aVerify('PAID')));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement validé' });
    expect(dialog).toHaveTextContent('Votre commande CMD-2026-000077 est payée.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(api.calls('Order/verify.json')[0]!.body).toMatchObject({ orderId: 77 });
    expect(location()).toBe('/cart');
    expect(cartStore.getState().items).toEqual([]);
    // A paid cart is not priced again (its card now waits for its validation: SALE_NOT_SETTLED).
    expect(api.calls('Order/computeAmount.json')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suivre ma commande' }));
    await waitFor(() => expect(location()).toBe('/account/history'));
  });

  it('PAID: the cards read before the payment are read again (what was paid is on them)', async () => {
    const { queryClient } = backFromPayment(ok(aVerify('PAID')));
    queryClient.setQueryData(accountCardsQueryKey(USER.userId), [aCard()]);
    await screen.findByRole('dialog', { name: 'Paiement validé' });
    await waitFor(() =>
      expect(queryClient.getQueryState(accountCardsQueryKey(USER.userId))?.isInvalidated).toBe(true),
    );
  });

  it('PAID of an older order (its provider page reached again through the history) keeps the cart made since', async () => {
    backFromPayment(ok(aVerify('PAID')), '/cart?order=76');
    await screen.findByRole('dialog', { name: 'Paiement validé' });
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('PAID in English: Escape closes the popup and goes to order tracking too', async () => {
    const { user, location } = backFromPayment(ok(aVerify('PAID')), '/en/cart?order=77');
    await screen.findByRole('dialog', { name: 'Payment validated' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/en/account/history'));
  });

  it('REFUSED: says why, and closing returns to the cart as it was', async () => {
    const { user, location } = backFromPayment(ok(aVerify('REFUSED', 'PAYMENT_REFUSED')));
    expect(screen.getByText('Vérification de votre paiement…').closest('[role=status]')).not.toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Paiement refusé' });
    expect(dialog).toHaveTextContent(/aucun montant n’a été débité. Votre panier est conservé./);
    expect(location()).toBe('/cart');
    await user.click(within(dialog).getByRole('button', { name: 'Retour au panier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/cart');
    expect(cartStore.getState().items).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Annuel tout réseau' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toHaveFocus());
  });

  it('REFUSED because the card expires before the last instalment: says that reason', async () => {
    backFromPayment(ok(aVerify('REFUSED', 'CARD_EXPIRES_BEFORE_SCHEDULE')));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement refusé' });
    expect(dialog).toHaveTextContent(/Votre carte bancaire expire avant la dernière échéance/);
  });

  it('REFUSED with a reason the portal does not know: the generic refusal', async () => {
    backFromPayment(ok(aVerify('REFUSED', 'do_not_honor')));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement refusé' });
    expect(dialog).toHaveTextContent(/Paiement refusé\s?: aucun montant n’a été débité/);
  });

  it('DUPLICATE: says the order was paid already and leads to My cards', async () => {
    const { user, location } = backFromPayment(ok(aVerify('DUPLICATE')));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement déjà effectué' });
    await user.click(within(dialog).getByRole('button', { name: 'Voir mes cartes' }));
    await waitFor(() => expect(location()).toBe('/cards'));
  });

  it('PENDING: says it is being confirmed, asks again every 2 seconds, then shows the result', async () => {
    let answers = 0;
    const { api } = backFromPayment(() => {
      answers += 1;
      return ok(aVerify(answers === 1 ? 'PENDING' : 'PAID'));
    });
    const pending = await screen.findByRole('dialog', { name: 'Paiement en cours de confirmation…' });
    expect(pending).toHaveTextContent('Votre banque confirme le paiement de la commande CMD-2026-000077.');
    expect(cartStore.getState().items).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Paiement validé' }, { timeout: 5000 })).toBeVisible();
    expect(api.calls('Order/verify.json')).toHaveLength(2);
  });

  it('asks PENDING again every 2 seconds for about a minute, and nothing else', () => {
    expect(verifyRefetchInterval('PENDING', 0, 1_000)).toBe(VERIFY_POLL_MS);
    expect(verifyRefetchInterval('PENDING', 0, VERIFY_POLL_LIMIT_MS + 1)).toBe(false);
    expect(verifyRefetchInterval('PAID', 0, 1_000)).toBe(false);
    expect(verifyRefetchInterval(undefined, 0, 1_000)).toBe(false);
  });

  it('says the result could not be checked, and opens no popup', async () => {
    backFromPayment(ko('FORBIDDEN', 'Forbidden', 403));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Le résultat du paiement n’a pas pu être vérifié/,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('reads only an order id from the address, and drops anything else', async () => {
    expect(readOrderId('77')).toBe(77);
    expect([readOrderId('0'), readOrderId('abc'), readOrderId('7e3'), readOrderId(null)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(readOrderId('99999999999')).toBeNull();
    const { api, location } = backFromPayment(ok(aVerify('PAID')), '/cart?order=abc');
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(api.calls('Order/verify.json')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
