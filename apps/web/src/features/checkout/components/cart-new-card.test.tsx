import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { USER } from '../../../../test/cards.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { addCartItem, cartStore, emptyCart } from '../../../lib/cart-store.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { goToPaymentPage } from '../redirect.ts';
import { aLine, anAmount, anOrder } from '../test-checkout.ts';
import { CartView } from './cart-view.tsx';

vi.mock('../redirect.ts', () => ({ goToPaymentPage: vi.fn() }));

const REDIRECT = '/api/sandbox-psp/pay?session=ps_9';

/** Camille's new card as the order flow puts it in the cart: the pass with her proof, and the fee. */
function newCardInCart() {
  const request = { awUserId: 5, type: 'CARD_CREATION', cardRequestId: 81, holderName: 'Camille Martin' };
  addCartItem(
    {
      ...request,
      documentIds: [501, 502],
      product: { shopItemId: 30, shopItemPromoPrice: '49.00', installments: [1], ubiProductId: 3 },
    },
    'CARD_CREATION',
  );
  addCartItem(
    {
      ...request,
      product: { shopItemId: 90, shopItemPromoPrice: '8.00', installments: [1], ubiProductId: 9 },
    },
    'CARD_CREATION',
  );
}

const line = (shopItemId: number, name: string, cents: number, itemId?: number) =>
  aLine({
    type: 'CARD_CREATION',
    mediaId: null,
    cardNumber: '',
    holderName: 'Camille Martin',
    cardRequestId: 81,
    shopItemId,
    name,
    unitPriceCents: cents,
    totalCents: cents,
    ...(itemId === undefined ? {} : { itemId }),
  });
const AMOUNT = anAmount({
  items: [line(30, 'Abonnement mensuel tout réseau', 4900), line(90, 'Frais de création de carte', 800)],
  subtotalCents: 5700,
  totalCents: 5700,
  installments: [1],
  schedules: [{ count: 1, payments: [{ dueDate: '2026-11-26', amountCents: 5700 }] }],
});
const ORDER = anOrder({
  id: 91,
  orderType: 'CARD_CREATION',
  totalCents: 5700,
  items: [
    line(30, 'Abonnement mensuel tout réseau', 4900, 7001),
    line(90, 'Frais de création de carte', 800, 7002),
  ],
});

function openCart(path = '/cart', handlers: Record<string, Handler | ReturnType<typeof ok>> = {}) {
  const api = fakeApi({
    'Order/computeAmount.json': ok({ amount: AMOUNT }),
    'Order/create.json': ok({ order: ORDER }),
    'Document/createDocumentsSubmission.json': ok({
      submission: {
        id: 40,
        itemId: 7001,
        orderId: 91,
        createdAt: '2026-11-26T08:00:00.000Z',
        status: 'PENDING',
        documents: [],
      },
    }),
    'Order/placeOrder.json': ok({ orderId: 91, paymentId: 'ps_9', redirectUrl: REDIRECT }),
    ...handlers,
  });
  const view = renderAt(<CartView />, {
    path,
    routes: [landing('/cards/order/step1'), landing('/en/cards/order/step1')],
  });
  return { api, ...view };
}

async function pay(
  user: ReturnType<typeof openCart>['user'],
  terms = 'J’accepte les conditions générales de vente',
) {
  await user.click(await screen.findByRole('checkbox', { name: terms }));
  await user.click(screen.getByRole('button', { name: /^(Payer|Pay)$/ }));
}

beforeEach(() => {
  startSession(USER, null);
  vi.mocked(goToPaymentPage).mockClear();
});
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

describe('a new card in the cart (CARD_CREATION)', () => {
  it('shows the product and the creation fee for the new holder, without a card number', async () => {
    newCardInCart();
    const { api } = openCart();
    const pass = (await screen.findByRole('heading', { level: 3, name: 'Abonnement mensuel tout réseau' }))
      .parentElement!;
    expect(pass).toHaveTextContent('Nouvelle carte pour Camille Martin');
    expect(pass).not.toHaveTextContent(/carte \d|carte ,/);
    const fee = screen.getByRole('heading', { level: 3, name: 'Frais de création de carte' }).parentElement!;
    expect(fee).toHaveTextContent('Nouvelle carte pour Camille Martin');
    expect(screen.getByRole('region', { name: 'Récapitulatif' })).toHaveTextContent('Total57,00 €');
    expect(api.calls('Order/computeAmount.json')[0]!.body!.items).toEqual([
      { type: 'CARD_CREATION', cardRequestId: 81, shopItemId: 30, quantity: 1 },
      { type: 'CARD_CREATION', cardRequestId: 81, shopItemId: 90, quantity: 1 },
    ]);
  });

  it('removes the request whole, its pass and its fee, whichever line is removed, and says so', async () => {
    newCardInCart();
    const { user } = openCart();
    const removes = await screen.findAllByRole('button', {
      name: 'Retirer la demande de carte Nouvelle carte pour Camille Martin',
    });
    expect(removes).toHaveLength(2);
    await user.click(removes[1]!);
    expect(cartStore.getState().items).toEqual([]);
    expect(
      await screen.findByText(
        'La demande de carte pour Camille Martin a été retirée du panier, avec ses frais de création.',
      ),
    ).toBeInTheDocument();
  });

  it('names the holder before the amount comes, in English too', async () => {
    newCardInCart();
    openCart('/en/cart', { 'Order/computeAmount.json': () => new Promise(() => undefined) });
    expect(await screen.findAllByText('New card for Camille Martin', { selector: 'p' })).toHaveLength(2);
    expect(
      screen.getAllByRole('button', { name: 'Remove the card request New card for Camille Martin' }),
    ).toHaveLength(2);
  });

  it('links the proofs to the pass’s order item after the order is made and before paying', async () => {
    newCardInCart();
    const { api, user } = openCart();
    await pay(user);
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(REDIRECT));
    const created = api.calls('Order/create.json')[0]!.body!;
    expect(created.items).toEqual([
      { type: 'CARD_CREATION', cardRequestId: 81, shopItemId: 30, quantity: 1 },
      { type: 'CARD_CREATION', cardRequestId: 81, shopItemId: 90, quantity: 1 },
    ]);
    const submissions = api.calls('Document/createDocumentsSubmission.json');
    expect(submissions.map((call) => [call.body!.item_id, call.body!.document_ids])).toEqual([
      [7001, [501, 502]],
    ]);
    const order = api.received.map((call) => call.url.pathname.replace('/api/', ''));
    expect(order.filter((path) => !path.startsWith('Order/computeAmount'))).toEqual([
      'Order/create.json',
      'Document/createDocumentsSubmission.json',
      'Order/placeOrder.json',
    ]);
  });

  it('a double click links the proofs once and pays once', async () => {
    newCardInCart();
    let answerNow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answerNow = resolve));
    const { api, user } = openCart('/cart', {
      'Document/createDocumentsSubmission.json': async () => {
        await slow;
        return ok({
          submission: {
            id: 40,
            itemId: 7001,
            orderId: 91,
            createdAt: '2026-11-26T08:00:00.000Z',
            status: 'PENDING',
            documents: [],
          },
        });
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    await user.dblClick(screen.getByRole('button', { name: 'Payer' }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    answerNow();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledTimes(1));
    expect(api.calls('Order/create.json')).toHaveLength(1);
    expect(api.calls('Document/createDocumentsSubmission.json')).toHaveLength(1);
    expect(api.calls('Order/placeOrder.json')).toHaveLength(1);
  });

  it('a refused submission stops before the payment, says why and keeps the cart', async () => {
    newCardInCart();
    const { api, user } = openCart('/cart', {
      'Document/createDocumentsSubmission.json': ko('FORBIDDEN', 'Forbidden', 403),
    });
    await pay(user);
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(api.calls('Order/placeOrder.json')).toHaveLength(0);
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(cartStore.getState().items).toHaveLength(2);
  });

  it('DOCUMENTS_REQUIRED: offers to start the request again, which empties it from the cart and opens step 1', async () => {
    newCardInCart();
    const { user, location } = openCart('/cart', {
      'Order/placeOrder.json': ko('DOCUMENTS_REQUIRED', 'Proofs missing', 409),
    });
    await pay(user);
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    expect(summary.parentElement).toHaveTextContent(/Des justificatifs manquent pour cette commande/);
    expect(
      screen.getByText(/recommencez la demande de carte : elle est retirée du panier/),
    ).toBeInTheDocument();
    // No link to step 3: the flow's answers are gone, it would land on step 1 with the request still in the cart.
    expect(screen.queryByRole('link', { name: /étape 3/ })).toBeNull();
    expect(goToPaymentPage).not.toHaveBeenCalled();
    expect(cartStore.getState().items).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Recommencer la demande de carte' }));
    expect(cartStore.getState().items).toHaveLength(0);
    expect(location()).toBe('/cards/order/step1');
  });

  it('DOCUMENTS_REQUIRED in English starts the request again at the English step 1', async () => {
    newCardInCart();
    const { user, location } = openCart('/en/cart', {
      'Order/placeOrder.json': ko('DOCUMENTS_REQUIRED', 'Proofs missing', 409),
    });
    await pay(user, 'I accept the general terms of sale');
    await user.click(await screen.findByRole('button', { name: 'Start the card request again' }));
    expect(cartStore.getState().items).toHaveLength(0);
    expect(location()).toBe('/en/cards/order/step1');
  });
});
