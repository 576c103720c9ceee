/**
 * The general terms where the user accepts them (issue 10): the sign-up form and the cart's pay
 * form each open Terms/getTermsOfUse.json in a dialog, and closing it keeps what was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/api.ts';
import { aCard, USER } from '../../test/cards.ts';
import { renderAt } from '../../test/render.tsx';
import { anAmount } from '../features/checkout/test-checkout.ts';
import { addCartItem, cartStore, emptyCart } from '../lib/cart-store.ts';
import { endSession, startSession } from '../lib/session.ts';
import SignupPage from './auth/signup.tsx';
import CardsPage from './cards/index.tsx';
import CartPage from './cart.tsx';

const TERMS = {
  title: 'Conditions générales d’utilisation et de vente',
  version: '2026.11',
  updatedOn: '2026-11-26',
  sections: [{ heading: '5. Prix et paiement', paragraphs: ['En 1, 4 ou 10 fois, sans frais.'] }],
};

afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

describe('the general terms where they are accepted', () => {
  it('sign-up: the link under the checkbox opens them, and closing keeps the fields filled', async () => {
    fakeApi({ 'Terms/getTermsOfUse.json': ok({ document: TERMS }) });
    const { user } = renderAt(<SignupPage />, { path: '/auth/signup' });
    const name = screen.getByRole('textbox', { name: /^Nom/ });
    await user.type(name, 'Martin');
    const checkbox = screen.getByRole('checkbox', { name: /J’accepte les conditions générales/ });
    const link = screen.getByRole('button', { name: 'Lire les conditions générales' });
    expect(checkbox).toHaveAccessibleDescription('Lire les conditions générales');

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: TERMS.title });
    expect(await within(dialog).findByRole('heading', { name: '5. Prix et paiement' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
    expect(name).toHaveValue('Martin');
    expect(checkbox).not.toBeChecked();
  });

  it('cart: the terms of sale open from the pay form', async () => {
    startSession(USER, null);
    addCartItem({
      awUserId: 5,
      ubiUserId: 11,
      type: 'CARD_RELOAD',
      product: { shopItemId: 40, shopItemPromoPrice: '480.00', installments: [1, 4, 10], ubiProductId: 4 },
    });
    fakeApi({
      'Order/computeAmount.json': ok({ amount: anAmount() }),
      'Terms/getTermsOfUse.json': ok({ document: TERMS }),
    });
    const { user } = renderAt(<CartPage />, { path: '/cart' });
    const link = await screen.findByRole('button', { name: 'Lire les conditions générales' });
    expect(
      screen.getByRole('checkbox', { name: /conditions générales de vente/ }),
    ).toHaveAccessibleDescription('Lire les conditions générales');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: TERMS.title })).toBeInTheDocument();
  });

  it('association popup: the terms of use open over it, and closing them keeps the popup filled', async () => {
    startSession(USER, null);
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [aCard()] }),
      'Terms/getTermsOfUse.json': ok({ document: TERMS }),
    });
    const { user } = renderAt(<CardsPage />, { path: '/cards' });
    await user.click(await screen.findByRole('button', { name: 'Associer une carte existante' }));
    const popup = await screen.findByRole('dialog');
    const holder = within(popup).getByRole('textbox', { name: /Nom/ });
    await user.type(holder, 'Morel');
    const link = within(popup).getByRole('button', { name: 'Lire les conditions d’utilisation' });
    expect(
      within(popup).getByRole('checkbox', { name: /conditions d’utilisation/ }),
    ).toHaveAccessibleDescription('Lire les conditions d’utilisation');
    expect(api.calls('Terms/getTermsOfUse.json')).toHaveLength(0);
    await user.click(link);
    const terms = await screen.findByRole('dialog', { name: TERMS.title });
    expect(await within(terms).findByRole('heading', { name: '5. Prix et paiement' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
    expect(holder).toHaveValue('Morel');
  });
});
