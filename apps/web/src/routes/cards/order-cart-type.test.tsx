/**
 * Spec §4, one type of request at a time, at the start of the new-card flow: a cart holding
 * another request is said at step 1 and the choice is offered there, before any proof or photo is
 * uploaded (issue 23, item 9).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api.ts';
import { USER } from '../../../test/cards.ts';
import { landing, renderAt } from '../../../test/render.tsx';
import { orderApi } from '../../features/cards/order/test-order.ts';
import { addCartItem, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import { emptyTunnel, tunnelStore } from '../../lib/tunnel-store.ts';
import CardOrderPage from './order.tsx';

const NBSP = '\u00a0';

beforeEach(() => {
  startSession(USER, null);
  tunnelStore.setState(emptyTunnel());
  cartStore.setState(emptyCart());
});
afterEach(() => endSession());

function openStep1(path = '/cards/order/step1') {
  const api = fakeApi(orderApi());
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cards/order/*', element: <CardOrderPage /> },
      { path: '/en/cards/order/*', element: <CardOrderPage /> },
      landing('/cart'),
      landing('/en/cart'),
    ],
  });
  return { api, ...view };
}

const reloadInCart = () =>
  addCartItem(
    {
      type: 'CARD_RELOAD',
      awUserId: 5,
      ubiUserId: 11,
      product: { shopItemId: 30, shopItemPromoPrice: '49.00', installments: [1] },
    },
    'CARD_RELOAD',
  );

describe('step 1 of the new-card flow with a cart holding another request (spec §4)', () => {
  it('says so at once, and asks at Continue: kept, the passenger stays; emptied, step 2 opens', async () => {
    reloadInCart();
    const { user, location } = openStep1();
    const notice = await screen.findByText(/Votre panier contient déjà un rechargement\./);
    expect(notice).toHaveTextContent(
      'Une seule demande à la fois : pour commander une carte, votre panier sera vidé si vous continuez.',
    );
    expect(
      within(notice.closest('.message')!).getByRole('link', { name: 'Voir mon panier' }),
    ).toHaveAttribute('href', '/cart');

    await user.click(await screen.findByRole('radio', { name: 'Mensuel tout réseau' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Vider le panier${NBSP}?` });
    expect(dialog).toHaveTextContent('Votre panier contient déjà un rechargement.');
    await user.click(within(dialog).getByRole('button', { name: 'Garder mon panier' }));
    expect(location()).toBe('/cards/order/step1');
    expect(cartStore.getState().items.map((item) => item.type)).toEqual(['CARD_RELOAD']);

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Vider le panier et continuer',
      }),
    );
    await waitFor(() => expect(location()).toBe('/cards/order/step2'));
    expect(cartStore.getState()).toMatchObject({ items: [], orderType: 'CARD_CREATION' });
    // The product chosen is kept: the request goes on.
    expect(tunnelStore.getState().product?.name).toBe('Mensuel tout réseau');
    expect(screen.queryByText(/Votre panier contient déjà/)).toBeNull();
  });

  it('asks nothing of a cart empty or already holding a card request', async () => {
    const { user, location } = openStep1('/en/cards/order/step1');
    await user.click(await screen.findByRole('radio', { name: 'Mensuel tout réseau' }));
    expect(screen.queryByText(/Your cart already holds/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/en/cards/order/step2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says it in English', async () => {
    reloadInCart();
    const { user } = openStep1('/en/cards/order/step1');
    expect(await screen.findByText(/Your cart already holds a reload\./)).toHaveTextContent(
      'One request at a time: to order a card, your cart will be emptied if you continue.',
    );
    await user.click(await screen.findByRole('radio', { name: 'Mensuel tout réseau' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alertdialog', { name: 'Empty your cart?' })).toBeInTheDocument();
  });
});
