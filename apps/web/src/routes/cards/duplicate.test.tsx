import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { aCard, USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { cartItemCount, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import CardDuplicatePage from './duplicate.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

const answer = {
  duplicateRequest: {
    id: 31,
    mediaId: 11,
    reason: 'STOLEN',
    status: 'AWAITING_PAYMENT',
    fee: { productId: 9, shopItemId: 90, name: 'Duplicata de carte', price: '10.00', installments: [1] },
  },
};

function openDuplicate(path = '/cards/duplicate/11', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'Account/getCards.json': ok({ CARDS: [aCard()] }),
    'Media/requestDuplicate.json': ok(answer),
    ...handlers,
  });
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cards/duplicate/:passengerId', element: <CardDuplicatePage /> },
      { path: '/en/cards/duplicate/:passengerId', element: <CardDuplicatePage /> },
    ],
  });
  return { api, ...view };
}

describe('requesting a duplicate', () => {
  it('asks the reason, says what happens to the old card, and turns the request into a cart item', async () => {
    const { api, user } = openDuplicate();
    expect(screen.getByRole('heading', { level: 1, name: 'Demander un duplicata' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Carte perdue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Carte endommagée' })).toBeInTheDocument();
    expect(
      screen.getByText(/l’ancienne carte est bloquée et ses titres sont transférés/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    // react-hook-form validates asynchronously: wait for the message rather than read it at once.
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Motif de la demande' })).toHaveAccessibleDescription(
        /Veuillez renseigner ce champ/,
      ),
    );
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Carte volée' }));
    expect(await screen.findByText('Prix du duplicata (Duplicata de carte) : 10,00 €.')).toBeInTheDocument();
    expect(api.calls('Media/requestDuplicate.json')[0]!.body).toMatchObject({
      mediaId: 11,
      reason: 'STOLEN',
    });
    expect(cartStore.getState().items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' })).toHaveFocus();
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(1);
    expect(screen.getByText(/Duplicata de carte : 10,00 €, à régler dans votre panier./)).toBeInTheDocument();
    // No link to the cart page until it exists (issue 6, A17).
    expect(screen.queryByRole('link', { name: 'Voir mon panier' })).not.toBeInTheDocument();

    const { items } = cartStore.getState();
    expect(items).toEqual([
      {
        id: expect.any(String),
        awUserId: 5,
        ubiUserId: 11,
        quantity: 1,
        type: 'CARD_DUPLICATE',
        product: { shopItemId: 90, unitPriceCents: 1000, installments: [1], ubiProductId: 9 },
        duplicateRequestId: 31,
        reason: 'STOLEN',
      },
    ]);
    expect(cartItemCount(cartStore.getState())).toBe(1);
    expect(JSON.parse(window.localStorage.getItem('oceane.cart')!).state.items).toHaveLength(1);
  });

  it('adds the same open request only once, and shows the fee in English money', async () => {
    const first = openDuplicate('/en/cards/duplicate/11');
    await first.user.click(await screen.findByRole('radio', { name: 'Lost card' }));
    expect(
      await screen.findByText('Price of the duplicate (Duplicata de carte): €10.00.'),
    ).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText(/Duplicata de carte: €10.00, to be paid in your cart./),
    ).toBeInTheDocument();
    first.unmount();

    const second = openDuplicate('/en/cards/duplicate/11');
    await second.user.click(await screen.findByRole('radio', { name: 'Damaged card' }));
    await screen.findByText(/Price of the duplicate/);
    await second.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This duplicate was already in your cart.')).toBeInTheDocument();
    expect(cartItemCount(cartStore.getState())).toBe(1);
  });

  it('says why the api refused, and adds nothing', async () => {
    const { user } = openDuplicate('/cards/duplicate/11', {
      'Media/requestDuplicate.json': ko('CARD_EXPIRED', 'Expired', 409),
    });
    await user.click(await screen.findByRole('radio', { name: 'Carte perdue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette carte est expirée.');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(
      await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ }),
    ).toBeInTheDocument();
    expect(cartStore.getState().items).toEqual([]);
  });

  it('says a card not in the account is not found', async () => {
    openDuplicate('/cards/duplicate/4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Carte introuvable');
  });
});
