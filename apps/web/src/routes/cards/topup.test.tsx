/**
 * The reload page as the passenger uses it (spec §4, decision 060). One file past 300 lines: its
 * cases share one fake api, card and cart set-up, and each reads as one passenger's visit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, networkDay } from '@oceane/domain';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { aCard, aContract, USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { formatDate } from '../../i18n/format.ts';
import { addCartItem, cartItemCount, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import CardsPage from './index.tsx';
import TopupPage from './topup.tsx';
import { ANNUAL, aProduct, BIKE, MONTHLY, TICKET } from '../../features/checkout/test-checkout.ts';

/** The network's day `offset` days from today: the cards' passes are dated from it. */
const dayIn = (offset: number) => addDays(networkDay(), offset);

/** This month's pass for the card's tests: running until the day after tomorrow. */
const runningPass = aContract({ validFrom: dayIn(-27), validTo: dayIn(2) });

/** A day as the page writes it (« 1er décembre 2026 »). */
const formatDay = (day: string, locale: 'fr' | 'en' = 'fr') => formatDate(day, locale);

beforeEach(() => startSession(USER, null));
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

function openTopup(
  path = '/cards/topup/11',
  handlers: Parameters<typeof fakeApi>[0] = {},
  card: ReturnType<typeof aCard> = aCard({ contracts: [runningPass] }),
) {
  const api = fakeApi({
    'Account/getCards.json': ok({ CARDS: [card] }),
    'Products/getProducts.json': ok({ products: [MONTHLY, ANNUAL, BIKE, TICKET] }),
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
        product: {
          shopItemId: 40,
          unitPriceCents: 49000,
          installments: [1, 4, 10],
          ubiProductId: 4,
          productType: 'SUBSCRIPTION',
        },
        // What names the line whatever the amount answers (issue 23).
        productName: 'Annuel tout réseau',
        cardNumber: '4100000101',
        holderName: 'Claire Morel',
      },
    ]);
    expect(cartStore.getState().orderType).toBe('CARD_RELOAD');

    await user.click(screen.getByRole('button', { name: 'Choisir un autre titre' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier Ticket unitaire' }));
    await screen.findByRole('heading', { name: 'Ajouté au panier' });
    expect(cartItemCount(cartStore.getState())).toBe(2);
  });

  it('says a pass added again is already in the cart, and keeps it at one (issue 23)', async () => {
    const { user } = openTopup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier Annuel tout réseau' }));
    await screen.findByRole('heading', { name: 'Ajouté au panier' });
    await user.click(screen.getByRole('button', { name: 'Choisir un autre titre' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier Annuel tout réseau' }));
    const already = await screen.findByRole('heading', { name: 'Déjà dans votre panier' });
    expect(already).toHaveFocus();
    expect(
      screen.getByText(
        'Annuel tout réseau pour la carte 4100000101 est déjà dans votre panier : il s’achète une fois par carte et par commande.',
        { normalizer: (text) => text.replace(/\s+/g, ' ') },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/cart');
    expect(cartStore.getState().items.map((item) => item.quantity)).toEqual([1]);
  });

  it('in English too; tickets add up to ten, then say the largest quantity is reached', async () => {
    const { user } = openTopup('/en/cards/topup/11', {
      'Products/getProducts.json': ok({ products: [ANNUAL, TICKET] }),
    });
    const addAnnual = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add to cart Annuel tout réseau' }));
    };
    await addAnnual();
    await user.click(await screen.findByRole('button', { name: 'Choose another product' }));
    await addAnnual();
    expect(await screen.findByRole('heading', { name: 'Already in your cart' })).toHaveFocus();
    expect(
      screen.getByText(
        'Annuel tout réseau for card 4100000101 is already in your cart: it is bought once per card in an order.',
      ),
    ).toBeInTheDocument();
    for (let count = 1; count <= 10; count += 1) {
      await user.click(screen.getByRole('button', { name: 'Choose another product' }));
      await user.click(await screen.findByRole('button', { name: 'Add to cart Ticket unitaire' }));
      await screen.findByRole('heading', { name: 'Added to the cart' });
    }
    expect(
      screen.getByText(
        'One more Ticket unitaire (€1.70) for card 4100000101: change the quantity in your cart if needed.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another product' }));
    await user.click(await screen.findByRole('button', { name: 'Add to cart Ticket unitaire' }));
    expect(await screen.findByRole('heading', { name: 'Largest quantity reached' })).toBeInTheDocument();
    expect(cartStore.getState().items.map((item) => item.quantity)).toEqual([1, 10]);
  });

  it('says when each pass starts: the day after the one covering the card, or today for another mode', async () => {
    openTopup();
    const busAndBoats = await screen.findByRole('region', { name: 'Bus et bateaux' });
    const item = (name: string) =>
      within(busAndBoats).getByRole('heading', { level: 3, name }).parentElement!;
    const after = formatDay(dayIn(3));
    // Before decision 060 the page said nothing, and the annual pass started today beside the other.
    expect(item('Annuel tout réseau')).toHaveTextContent(
      `DébutÀ partir du ${after}, à la fin de votre abonnement en cours`,
    );
    expect(item('Abonnement mensuel tout réseau')).toHaveTextContent(`À partir du ${after}`);
    const bike = screen.getByRole('region', { name: 'Vélo en libre-service' });
    expect(bike).toHaveTextContent(`DébutAujourd’hui, ${formatDay(dayIn(0))}`);
    // A ticket has no period to start.
    expect(item('Ticket unitaire')).not.toHaveTextContent('Début');
  });

  it('sells tickets while a pass awaits the card’s first validation; passes wait, and say why', async () => {
    const pending = aContract({ status: 'PENDING_VALIDATION', validFrom: dayIn(0), validTo: dayIn(30) });
    const { user } = openTopup('/cards/topup/11', {}, aCard({ pendingSale: true, contracts: [pending] }));
    const annual = await screen.findByRole('button', { name: 'Ajouter au panier Annuel tout réseau' });
    expect(annual).toBeDisabled();
    expect(annual).toHaveAccessibleDescription(/Disponible une fois la carte validée/);
    expect(annual).toHaveAccessibleDescription(/validez d’abord votre carte dans un bus ou un bateau/);
    expect(screen.getByRole('button', { name: 'Ajouter au panier Vélo 7 jours' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier Ticket unitaire' }));
    await screen.findByRole('heading', { name: 'Ajouté au panier' });
    expect(cartStore.getState().items.map((item) => item.product.shopItemId)).toEqual([10]);
  });

  it('refuses a pass that could only start after a long one, saying until when the card is covered', async () => {
    const annualRunning = aContract({
      name: 'Annuel',
      renewalInterval: 'P1Y',
      validFrom: dayIn(-60),
      validTo: dayIn(300),
    });
    openTopup('/en/cards/topup/11', {}, aCard({ contracts: [annualRunning] }));
    const monthly = await screen.findByRole('button', { name: 'Add to cart Abonnement mensuel tout réseau' });
    expect(monthly).toBeDisabled();
    expect(monthly).toHaveAccessibleDescription(
      new RegExp(`already covered by a pass until ${formatDay(dayIn(300), 'en')}`),
    );
    // The next annual pass can be bought ahead: it starts the day after.
    const annual = screen.getByRole('heading', { level: 3, name: 'Annuel tout réseau' }).parentElement!;
    expect(annual).toHaveTextContent(`From ${formatDay(dayIn(301), 'en')}, when your current pass ends`);
    expect(screen.getByRole('button', { name: 'Add to cart Annuel tout réseau' })).toBeEnabled();
  });

  it('holds one pass for the card in the cart: the others wait, tickets do not', async () => {
    addCartItem({
      awUserId: 5,
      ubiUserId: 11,
      type: 'CARD_RELOAD',
      product: { shopItemId: 40, shopItemPromoPrice: '490.00', installments: [1, 4, 10], ubiProductId: 4 },
    });
    openTopup();
    const monthly = await screen.findByRole('button', {
      name: 'Ajouter au panier Abonnement mensuel tout réseau',
    });
    expect(monthly).toBeDisabled();
    expect(monthly).toHaveAccessibleDescription(
      /Votre panier contient déjà un abonnement pour cette carte\s: un seul par carte et par commande\. Les autres abonnements pourront être achetés/,
    );
    expect(screen.getByRole('button', { name: 'Ajouter au panier Ticket unitaire' })).toBeEnabled();
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
    // From a back end that refuses the whole card while a sale is pending.
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

  it('opened from My cards, reads the card from the list already there: the cards are asked for once', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [aCard({ contracts: [runningPass] })] }),
      'Products/getProducts.json': ok({ products: [MONTHLY, ANNUAL, BIKE, TICKET] }),
    });
    const { user } = renderAt(<p>elsewhere</p>, {
      path: '/cards',
      routes: [
        { path: '/cards', element: <CardsPage /> },
        { path: '/cards/topup/:id', element: <TopupPage /> },
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Recharger' }));
    expect(await screen.findByText('Carte 4100000101 de Claire Morel')).toBeInTheDocument();
    expect(api.calls('Account/getCards.json')).toHaveLength(1);
  });
});
