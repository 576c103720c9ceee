import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { addCartItem, CART_STORAGE_KEY, cartStore, emptyCart } from '../../../lib/cart-store.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { endSession, markSessionExpired, sessionStore, startSession } from '../../../lib/session.ts';
import { emptyTunnel, tunnelStore } from '../../../lib/tunnel-store.ts';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';

afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
  tunnelStore.setState(emptyTunnel());
});

function expireOn(path: string) {
  startSession({ userToken: 't', userId: 1, userName: 'A', userLastname: 'B' }, 'id');
  const page = renderAt(<SessionExpiredDialog />, { path });
  act(() => markSessionExpired());
  return page;
}

describe('the session-expired popup', () => {
  it('is a titled dialog whose login button comes back to the page after login', async () => {
    const page = expireOn('/en/cards?tab=2');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await page.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(page.location()).toBe('/en/auth/login?redirect=%2Fen%2Fcards%3Ftab%3D2');
    expect(sessionStore.getState().user).toBeNull();
    expect(document.cookie).not.toContain('userToken=t');
  });

  it.each([
    ['Se connecter', '/auth/login?redirect=%2Fcards'],
    ['Fermer', '/auth/login?redirect=%2Fcards'],
  ])(
    'ends the session but keeps its cart and card request for the same account, marked with its id (%s)',
    async (button, target) => {
      addCartItem({
        ubiUserId: 11,
        type: 'CARD_DUPLICATE',
        product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
      });
      tunnelStore.setState({ quantity: 2 });
      getQueryClient().setQueryData(['cards'], [{ id: 11 }]);
      const page = expireOn('/cards');
      const dialog = await screen.findByRole('dialog', { name: 'Session expirée' });
      await page.user.click(within(dialog).getByRole('button', { name: button }));
      expect(page.location()).toBe(target);
      expect(sessionStore.getState().user).toBeNull();
      // Expiry is not a logout: what the passenger was doing waits for their next login (decision 062).
      expect(cartStore.getState()).toMatchObject({ keptFor: '1', items: [{ ubiUserId: 11 }] });
      expect(tunnelStore.getState()).toMatchObject({ keptFor: '1', quantity: 2 });
      const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!).state;
      expect(saved).toMatchObject({ keptFor: '1', items: [{ ubiUserId: 11 }] });
      // The cached answers are the account's, and nothing shows them until a login: they go.
      expect(getQueryClient().getQueryData(['cards'])).toBeUndefined();
    },
  );

  it('closes with Escape, and a page behind a login hands over to the login page', async () => {
    const page = expireOn('/cards');
    await screen.findByRole('dialog', { name: 'Session expirée' });
    await page.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page.location()).toBe('/auth/login?redirect=%2Fcards');
  });
});
