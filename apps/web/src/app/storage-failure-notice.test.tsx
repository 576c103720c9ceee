import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api.ts';
import { renderAt } from '../../test/render.tsx';
import { addCartItem, cartStore, emptyCart } from '../lib/cart-store.ts';
import { resetErrorReporting } from '../lib/error-reporting.ts';
import { endSession, startSession } from '../lib/session.ts';
import { resetStorageFailure } from '../lib/storage-failure.ts';
import { updateTunnel } from '../lib/tunnel-store.ts';
import { LoggedInHeader } from './logged-in-header.tsx';
import { MAIN_ID } from './route-focus.ts';

const aDuplicate = (shopItemId: number) => ({
  ubiUserId: 11,
  type: 'CARD_DUPLICATE',
  product: { shopItemId, shopItemPromoPrice: '10.00', installments: [1] },
});

beforeEach(() => {
  // Reporting is off in this configuration: lib/storage-failure.test.ts follows the report.
  fakeApi({});
  resetErrorReporting(() => 1);
  resetStorageFailure();
  startSession({ userToken: 't', userId: 1, userName: 'Hélène', userLastname: 'Le Goff' }, null);
});
afterEach(() => {
  vi.restoreAllMocks();
  endSession();
  cartStore.setState(emptyCart());
});

function renderShell(path = '/cards') {
  return renderAt(
    <>
      <LoggedInHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        page
      </main>
    </>,
    { path },
  );
}

describe('the notice of a cart the browser refuses to save (spec §8)', () => {
  it('tells the passenger once, with the cart still counted, and stays closed once closed', async () => {
    const page = renderShell();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    act(() => addCartItem(aDuplicate(90)));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      /Votre navigateur refuse d’enregistrer votre panier et votre demande en cours sur cet appareil/,
    );
    expect(notice).toHaveTextContent(/perdus si vous la fermez ou la rechargez/);
    expect(within(screen.getByRole('banner')).getByText('1', { selector: '.badge' })).toBeInTheDocument();

    act(() => {
      addCartItem(aDuplicate(91));
      updateTunnel({ quantity: 2 });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    await page.user.click(within(notice).getByRole('button', { name: 'Fermer ce message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.getElementById(MAIN_ID)).toHaveFocus();
    act(() => addCartItem(aDuplicate(92)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderShell('/en/cards');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    act(() => addCartItem(aDuplicate(90)));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/Your browser refuses to save your cart/);
    expect(within(notice).getByRole('button', { name: 'Close this message' })).toBeInTheDocument();
  });
});
