import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { aCard, USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { addCartItem, cartItemCount, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import TopupPage from './topup.tsx';
import { ANNUAL, aProduct, BIKE, MONTHLY } from '../../features/checkout/test-checkout.ts';

beforeEach(() => startSession(USER, null));
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

function openTopup(path = '/cards/topup/11', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'Account/getCards.json': ok({ CARDS: [aCard()] }),
    'Products/getProducts.json': ok({ products: [MONTHLY, ANNUAL, BIKE] }),
    ...handlers,
  });
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cards/topup/:id', element: <TopupPage /> },
      { path: '/en/cards/topup/:id', element: <TopupPage /> },
    ],
  });
  return { api, ...view };
}

describe('reloading a card (/cards/topup/{id})', () => {
  it('lists the card’s products by transport mode, with price, period and instalments', async () => {
    const { api } = openTopup();
    expect(screen.getByRole('heading', { level: 1, name: 'Recharger une carte' })).toBeInTheDocument();
    const busAndBoats = await screen.findByRole('region', { name: 'Bus et bateaux' });
    expect(screen.getByText('Carte 4100000101 de Claire Morel')).toBeInTheDocument();
    const annual = within(busAndBoats).getByRole('heading', {
      level: 3,
      name: 'Annuel tout réseau',
    }).parentElement!;
    expect(annual).toHaveTextContent('Prix490,00 €');
    expect(annual).toHaveTextContent('DuréeValable 1 an');
    expect(annual).toHaveTextContent('Payable en 1, 4 ou 10 fois');
    const monthly = within(busAndBoats).getByRole('heading', {
      name: 'Abonnement mensuel tout réseau',
    }).parentElement!;
    expect(monthly).toHaveTextContent('49,00 €');
    expect(monthly).toHaveTextContent('Payable en 1 fois');
    const bike = screen.getByRole('region', { name: 'Vélo en libre-service' });
    expect(bike).toHaveTextContent('Vélo 7 jours');
    expect(bike).toHaveTextContent('12,50 €');
    expect(bike).toHaveTextContent('Valable 7 jours');
    expect(api.calls('Products/getProducts.json')[0]!.url.searchParams.get('mediaId')).toBe('11');
  });

  it('adds a CARD_RELOAD item, says so with the focus on it, and leads to the cart', async () => {
    const { user } = openTopup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier Annuel tout réseau' }));
    const added = await screen.findByRole('heading', { name: 'Ajouté au panier' });
    expect(added).toHaveFocus();
    expect(
      screen.getByText('Annuel tout réseau (490,00 €) pour la carte 4100000101 est dans votre panier.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Retour à mes cartes' })).toHaveAttribute(
      'href',
      '/cards?card=11',
    );
    expect(cartStore.getState().items).toEqual([
      {
        id: expect.any(String),
        awUserId: 5,
        ubiUserId: 11,
        quantity: 1,
        type: 'CARD_RELOAD',
        product: { shopItemId: 40, unitPriceCents: 49000, installments: [1, 4, 10], ubiProductId: 4 },
      },
    ]);
    expect(cartStore.getState().orderType).toBe('CARD_RELOAD');

    await user.click(screen.getByRole('button', { name: 'Choisir un autre titre' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier Vélo 7 jours' }));
    await screen.findByRole('heading', { name: 'Ajouté au panier' });
    expect(cartItemCount(cartStore.getState())).toBe(2);
  });

  it('speaks English, money in the English format', async () => {
    const { user } = openTopup('/en/cards/topup/11');
    const bike = await screen.findByRole('region', { name: 'Self-service bike' });
    expect(bike).toHaveTextContent('€12.50');
    expect(screen.getByRole('region', { name: 'Bus and boats' })).toHaveTextContent(
      'Payable in 1, 4 or 10 instalments',
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart Vélo 7 jours' }));
    expect(
      await screen.findByText('Vélo 7 jours (€12.50) for card 4100000101 is in your cart.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/en/cart');
    expect(screen.getByRole('link', { name: 'Back to my cards' })).toHaveAttribute(
      'href',
      '/en/cards?card=11',
    );
  });

  it('says a reduced fare is sold pending review of the proofs, and sells none the proofs do not open (decision 058)', async () => {
    const solidarity = aProduct({
      productId: 8,
      shopItemId: 80,
      shopItemPromoPrice: '10.00',
      priceCents: 1000,
      name: 'Abonnement mensuel solidaire',
      audience: 'SOLIDARITY',
      fareProof: 'PENDING',
    });
    const under26 = aProduct({
      productId: 6,
      shopItemId: 60,
      shopItemPromoPrice: '28.00',
      priceCents: 2800,
      name: 'Abonnement mensuel -26 ans',
      audience: 'UNDER_26',
      fareProof: 'REQUIRED',
    });
    openTopup('/cards/topup/11', {
      'Products/getProducts.json': ok({ products: [MONTHLY, solidarity, under26] }),
    });
    const pending = (await screen.findByRole('heading', { name: 'Abonnement mensuel solidaire' }))
      .parentElement!;
    const add = within(pending).getByRole('button', {
      name: 'Ajouter au panier Abonnement mensuel solidaire',
    });
    expect(add).toHaveAccessibleDescription(
      /^Tarif réduit vendu sous réserve\u00a0: vos justificatifs sont en cours de vérification par la Maison de la mobilité\. S’ils sont refusés, ce titre sera suspendu et les jours non utilisés remboursés\.$/,
    );
    const required = screen.getByRole('heading', { name: 'Abonnement mensuel -26 ans' }).parentElement!;
    expect(within(required).queryByRole('button')).not.toBeInTheDocument();
    expect(required).toHaveTextContent(
      'il demande un justificatif vérifié par la Maison de la mobilité. Présentez-le à l’agence',
    );
  });

  it('says it in English under /en', async () => {
    const solidarity = aProduct({ shopItemId: 80, name: 'Monthly solidarity pass', fareProof: 'PENDING' });
    const under26 = aProduct({ shopItemId: 60, name: 'Monthly pass, under 26', fareProof: 'REQUIRED' });
    openTopup('/en/cards/topup/11', { 'Products/getProducts.json': ok({ products: [solidarity, under26] }) });
    expect(
      await screen.findByRole('button', { name: 'Add to cart Monthly solidarity pass' }),
    ).toHaveAccessibleDescription(
      /^Reduced fare sold subject to review: the mobility centre is checking your proofs\./,
    );
    const required = screen.getByRole('heading', { name: 'Monthly pass, under 26' }).parentElement!;
    expect(within(required).queryByRole('button')).not.toBeInTheDocument();
    expect(required).toHaveTextContent('Reduced fare: it needs a proof checked by the mobility centre.');
  });

  it('asks before replacing a cart holding another type of request, and keeps it if told so', async () => {
    addCartItem({
      awUserId: 5,
      ubiUserId: 11,
      type: 'CARD_DUPLICATE',
      product: { shopItemId: 90, shopItemPromoPrice: '10.00', installments: [1] },
      duplicateRequestId: 31,
    });
    const { user } = openTopup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier Vélo 7 jours' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Vider le panier\s?\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Garder mon panier' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cartStore.getState().items.map((item) => item.type)).toEqual(['CARD_DUPLICATE']);
    expect(screen.queryByRole('heading', { name: 'Ajouté au panier' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier Vélo 7 jours' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Vider le panier et continuer',
      }),
    );
    await screen.findByRole('heading', { name: 'Ajouté au panier' });
    expect(cartStore.getState().items.map((item) => item.type)).toEqual(['CARD_RELOAD']);
  });

  it('says there is no product for the contract type, with the mobility centre’s number to call', async () => {
    openTopup('/cards/topup/11', {
      'Products/getProducts.json': ko('NO_PRODUCT_FOR_CONTRACT', 'No product', 409),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Aucun produit ne correspond à ce type de contrat/);
    expect(alert).toHaveTextContent(/contactez la Maison de la mobilité/);
    expect(within(alert).getByRole('link', { name: '01 99 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+33199000000',
    );
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).not.toBeInTheDocument();
  });

  it.each([
    ['SALE_NOT_SETTLED', /validez d’abord votre carte dans un bus ou un bateau/],
    ['CARD_EXPIRED', /Cette carte est expirée/],
  ])('says %s instead of the list', async (code, text) => {
    openTopup('/cards/topup/11', { 'Products/getProducts.json': ko(code, code, 409) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).not.toBeInTheDocument();
  });

  it('says a card not in the account is not found, and asks no products for it', async () => {
    const { api } = openTopup('/cards/topup/4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Carte introuvable');
    expect(api.calls('Products/getProducts.json')).toHaveLength(0);
  });

  it('says another account’s card (FORBIDDEN) is not found', async () => {
    openTopup('/cards/topup/11', { 'Products/getProducts.json': ko('FORBIDDEN', 'Forbidden', 403) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Carte introuvable');
  });
});
