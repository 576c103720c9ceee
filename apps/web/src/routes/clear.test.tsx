import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { addCartItem, cartStore, emptyCart } from '../lib/cart-store.ts';
import { getQueryClient } from '../lib/query-client.ts';
import { endSession, sessionStore, startSession } from '../lib/session.ts';
import { emptyTunnel, tunnelStore } from '../lib/tunnel-store.ts';
import ClearPage, { clientLoader } from './clear.tsx';

afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
});

describe('/clear (spec §2)', () => {
  it('empties the cart, the card request and the cached answers before the page shows, and keeps the session', () => {
    startSession({ userToken: 'u-1', userId: 4, userName: 'Lou', userLastname: 'Le Goff' }, null);
    addCartItem({
      ubiUserId: 11,
      type: 'CARD_DUPLICATE',
      product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
    });
    tunnelStore.setState({ quantity: 3 });
    getQueryClient().setQueryData(['cards'], [{ id: 11 }]);

    expect(clientLoader()).toBeNull();
    expect(cartStore.getState()).toMatchObject({ items: [], orderType: 'CARD_CREATION' });
    expect(tunnelStore.getState().quantity).toBe(1);
    expect(getQueryClient().getQueryData(['cards'])).toBeUndefined();
    expect(sessionStore.getState().user?.userToken).toBe('u-1');
  });

  it('says what was cleared', () => {
    renderAt(<ClearPage />, { path: '/en/clear' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/cart/);
  });
});
