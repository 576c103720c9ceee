/**
 * Step 2 for the account holder: the account's phone becomes the holder's mobile when it is one
 * (a foreign mobile too); a landline is not dropped silently: the step says a mobile is expected.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api.ts';
import { USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import { emptyTunnel, tunnelStore } from '../../lib/tunnel-store.ts';
import { ACCOUNT_USER, orderApi, tunnelUpTo } from '../../features/cards/order/test-order.ts';
import CardOrderPage from './order.tsx';

beforeEach(() => {
  startSession(USER, null);
  tunnelStore.setState(tunnelUpTo(1));
  cartStore.setState(emptyCart());
});
afterEach(() => {
  endSession();
  tunnelStore.setState(emptyTunnel());
});

function openStep2(phone: string, path = '/cards/order/step2') {
  fakeApi(orderApi({ 'Account/getUser.json': ok({ user: { ...ACCOUNT_USER, phone } }) }));
  return renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cards/order/*', element: <CardOrderPage /> },
      { path: '/en/cards/order/*', element: <CardOrderPage /> },
    ],
  });
}

describe('step 2 for me: the account’s phone as the holder’s mobile (decision 063)', () => {
  it('takes a foreign mobile in international format', async () => {
    const { user } = openStep2('+32470123456');
    await user.click(await screen.findByRole('radio', { name: 'Pour moi' }));
    await waitFor(() => expect(screen.getByLabelText('Téléphone mobile')).toHaveValue('+32470123456'));
    expect(screen.queryByText(/n’est pas un mobile/)).toBeNull();
  });

  it('says a landline is not a mobile, with the number, and leaves the mobile to type', async () => {
    const { user } = openStep2('0199001234');
    await user.click(await screen.findByRole('radio', { name: 'Pour moi' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(
      'Le téléphone de votre compte, 01 99 00 12 34, n’est pas un mobile : ' +
        'saisissez le numéro de mobile du titulaire.',
    );
    expect(screen.getByLabelText('Téléphone mobile')).toHaveValue('');
    expect(screen.getByLabelText('Téléphone mobile')).toHaveAccessibleDescription(/06 ou 07/);
    expect(screen.getByLabelText('Téléphone mobile')).toHaveAccessibleDescription(/\+32/);
    // Someone else's card: the account's phone has nothing to say.
    await user.click(screen.getByRole('radio', { name: 'Pour une autre personne' }));
    await waitFor(() => expect(screen.queryByText(/n’est pas un mobile/)).toBeNull());
  });

  it('says it in English', async () => {
    const { user } = openStep2('0199001234', '/en/cards/order/step2');
    await user.click(await screen.findByRole('radio', { name: 'For me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The phone of your account, 01 99 00 12 34, is not a mobile: enter the holder’s mobile number.',
    );
  });
});
