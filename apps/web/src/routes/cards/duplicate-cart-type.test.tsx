import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api.ts';
import { aCard, USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { addCartItem, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import { MODAL_ROOT_ID } from '../../ui/modal-root.ts';
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
    reason: 'LOST',
    status: 'AWAITING_PAYMENT',
    fee: { productId: 9, shopItemId: 90, name: 'Duplicata de carte', price: '10.00', installments: [1] },
  },
};

function openDuplicate() {
  const api = fakeApi({
    'Account/getCards.json': ok({ CARDS: [aCard()] }),
    'Media/requestDuplicate.json': ok(answer),
  });
  const page = <CardDuplicatePage />;
  const view = renderAt(<p>elsewhere</p>, {
    path: '/cards/duplicate/11',
    routes: [
      {
        path: '/cards/duplicate/:passengerId',
        element: (
          <>
            {page}
            <div id={MODAL_ROOT_ID} />
          </>
        ),
      },
    ],
  });
  return { api, ...view };
}

const reloadInCart = () =>
  addCartItem({
    awUserId: 5,
    ubiUserId: 12,
    type: 'CARD_RELOAD',
    product: { shopItemId: 'MONTHLY', shopItemPromoPrice: '36.00', installments: [1] },
  });

async function askDuplicate(user: ReturnType<typeof openDuplicate>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Carte perdue' }));
  await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
}

describe('a duplicate and a cart holding another request (spec §4: one type at a time)', () => {
  it('asks first; keeping the cart sends nothing and changes nothing', async () => {
    reloadInCart();
    const before = cartStore.getState();
    const { api, user } = openDuplicate();
    await askDuplicate(user);
    await screen.findByRole('alertdialog', { name: /^Vider le panier/ });
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Garder mon panier' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cartStore.getState()).toEqual(before);
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Duplicata ajouté au panier' })).not.toBeInTheDocument();
  });

  it('emptying the cart replaces it with the duplicate, the cart now a CARD_DUPLICATE', async () => {
    reloadInCart();
    const { api, user } = openDuplicate();
    await askDuplicate(user);
    await user.click(await screen.findByRole('button', { name: 'Vider le panier et continuer' }));
    expect(await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' })).toBeInTheDocument();
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(1);
    expect(cartStore.getState().orderType).toBe('CARD_DUPLICATE');
    expect(cartStore.getState().items.map((item) => [item.type, item.duplicateRequestId])).toEqual([
      ['CARD_DUPLICATE', 31],
    ]);
  });

  it('adds to a cart of duplicates without asking', async () => {
    addCartItem({
      ubiUserId: 12,
      type: 'CARD_DUPLICATE',
      duplicateRequestId: 30,
      product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
    });
    const { user } = openDuplicate();
    await askDuplicate(user);
    expect(await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cartStore.getState().items).toHaveLength(2);
  });
});
