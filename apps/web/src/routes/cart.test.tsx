/**
 * The cart page as the passenger uses it: amounts, voucher, instalments, ordering and paying. One
 * file past 300 lines: its cases share one fake api and cart set-up, each one passenger's visit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../test/api.ts';
import { USER } from '../../test/cards.ts';
import { landing, renderAt } from '../../test/render.tsx';
import { addCartItem, cartStore, emptyCart, setCartVoucher } from '../lib/cart-store.ts';
import { endSession, startSession } from '../lib/session.ts';
import CartPage from './cart.tsx';
import { goToPaymentPage } from '../features/checkout/redirect.ts';
import { aLine, anAmount, anOrder } from '../features/checkout/test-checkout.ts';

vi.mock('../features/checkout/redirect.ts', () => ({ goToPaymentPage: vi.fn() }));

beforeEach(() => {
  startSession(USER, null);
  vi.mocked(goToPaymentPage).mockClear();
});
afterEach(() => {
  endSession();
  cartStore.setState(emptyCart());
});

/** The annual pass on Claire's card, saved in the cart at a stale local price (480,00 €). */
function annualInCart() {
  addCartItem({
    awUserId: 5,
    ubiUserId: 11,
    type: 'CARD_RELOAD',
    product: { shopItemId: 40, shopItemPromoPrice: '480.00', installments: [1, 4, 10], ubiProductId: 4 },
  });
}

/** A text as a pattern whose spaces also match the no-break spaces of French typography. */
const loose = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s\u202f]')}$`);

const REDIRECT = '/api/sandbox-psp/pay?session=ps_123';

function openCart(path = '/cart', handlers: Record<string, Handler | ReturnType<typeof ok>> = {}) {
  const api = fakeApi({
    'Order/computeAmount.json': ok({ amount: anAmount() }),
    'Order/create.json': ok({ order: anOrder() }),
    'Order/placeOrder.json': ok({ orderId: 77, paymentId: 'ps_123', redirectUrl: REDIRECT }),
    ...handlers,
  });
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cart', element: <CartPage /> },
      { path: '/en/cart', element: <CartPage /> },
      landing('/account/history'),
      landing('/en/account/history'),
      landing('/cards'),
    ],
  });
  return { api, ...view };
}

describe('the cart (/cart)', () => {
  it('says an empty cart is empty, with a way to the cards', () => {
    openCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeInTheDocument();
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mes cartes pour en recharger une' })).toHaveAttribute(
      'href',
      '/cards',
    );
  });

  it('shows the server’s amounts and each payment mode’s schedule, never a total of its own', async () => {
    annualInCart();
    const { api } = openCart();
    const item = (await screen.findByRole('heading', { level: 3, name: 'Annuel tout réseau' }))
      .parentElement!;
    expect(item).toHaveTextContent('Pour Claire Morel, carte 4100000101');
    expect(item).toHaveTextContent('Quantité1');
    expect(item).toHaveTextContent('Prix unitaire490,00 €');
    expect(item).toHaveTextContent('Total de la ligne490,00 €');
    expect(within(item).getByRole('button', { name: 'Supprimer Annuel tout réseau' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(totals).toHaveTextContent('Total490,00 €');
    expect(totals).toHaveTextContent('Dont TVA (10 %)44,55 €');
    expect(screen.queryByText(/480,00/)).not.toBeInTheDocument();

    const modes = await screen.findByRole('radiogroup', { name: 'Mode de paiement' });
    expect(within(modes).getByRole('radio', { name: /^En 1 fois/ })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: /^En 1 fois/ })).toHaveAccessibleName(
      loose('En 1 fois Aujourd’hui : 490,00 €'),
    );
    // Spec §1: paying in several times costs nothing more, and the option and its schedule say so.
    expect(within(modes).getByRole('radio', { name: /^En 4 fois/ })).toHaveAccessibleName(
      loose(
        'En 4 fois sans frais Aujourd’hui : 122,50 €, puis 3 × 122,50 € le 23 décembre 2026, 23 janvier 2027, 23 février 2027, sans frais',
      ),
    );
    expect(within(modes).queryByRole('radio', { name: /^En 10 fois/ })).not.toBeInTheDocument();

    expect(api.calls('Order/computeAmount.json')[0]!.body).toMatchObject({
      items: [{ type: 'CARD_RELOAD', mediaId: 11, shopItemId: 40, quantity: 1 }],
    });
    expect(JSON.stringify(api.calls('Order/computeAmount.json')[0]!.body)).not.toMatch(/price|4800/i);
  });

  it('shows only the saved unit price while the amount loads', async () => {
    annualInCart();
    let answer: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answer = resolve));
    openCart('/cart', {
      'Order/computeAmount.json': async () => {
        await slow;
        return ok({ amount: anAmount() });
      },
    });
    expect(await screen.findByText('Calcul du montant de votre panier…')).toBeInTheDocument();
    expect(screen.getByText('480,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Récapitulatif' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Récapitulatif' })).toHaveTextContent('490,00 €');
  });

  it('speaks English, with the schedule in English', async () => {
    annualInCart();
    openCart('/en/cart');
    const modes = await screen.findByRole('radiogroup', { name: 'Payment mode' });
    expect(within(modes).getByRole('radio', { name: /^In 4 instalments/ })).toHaveAccessibleName(
      'In 4 instalments, no fees Today: €122.50, then 3 × €122.50 on 23 December 2026, 23 January 2027, 23 February 2027, no fees',
    );
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Including VAT (10%)€44.55');
    expect(screen.getByRole('checkbox', { name: 'I accept the general terms of sale' })).toBeInTheDocument();
  });

  it('says a post-payment cart charges nothing today', async () => {
    annualInCart();
    openCart('/cart', {
      'Order/computeAmount.json': ok({
        amount: anAmount({
          totalCents: 0,
          subtotalCents: 0,
          vatCents: 0,
          installments: [1],
          schedules: [{ count: 1, payments: [{ dueDate: '2026-11-23', amountCents: 0 }] }],
          postPayment: true,
        }),
      }),
    });
    expect(
      await screen.findByText(
        'Aucun débit aujourd’hui : votre carte bancaire est enregistrée, l’usage est facturé ensuite.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer ma carte bancaire' })).toBeInTheDocument();
  });

  it('a post-payment cart with other items pays them, and says the card is registered too', async () => {
    annualInCart();
    openCart('/cart', { 'Order/computeAmount.json': ok({ amount: anAmount({ postPayment: true }) }) });
    expect(
      await screen.findByText(
        'Votre carte bancaire sera aussi enregistrée pour le paiement à l’usage : l’usage est facturé ensuite.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Mode de paiement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeInTheDocument();
    expect(screen.queryByText(/Aucun débit aujourd’hui/)).not.toBeInTheDocument();
  });

  it('asks the terms before anything is ordered', async () => {
    annualInCart();
    const { api, user } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Payer' }));
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(summary.parentElement).toHaveTextContent('Vous devez accepter les conditions générales');
    expect(api.calls('Order/create.json')).toHaveLength(0);
  });

  it('pays: one order even on a double click, with the cart’s key and the total shown, then the secure page', async () => {
    annualInCart();
    let answerNow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answerNow = resolve));
    const { api, user } = openCart('/cart', {
      'Order/create.json': async () => {
        await slow;
        return ok({ order: anOrder({ installments: 4 }) });
      },
    });
    await user.click(await screen.findByRole('radio', { name: /^En 4 fois/ }));
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }));
    await user.dblClick(screen.getByRole('button', { name: 'Payer' }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    answerNow();
    expect(await screen.findByText('Redirection vers la page de paiement sécurisée…')).toBeInTheDocument();
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(REDIRECT));
    expect(goToPaymentPage).toHaveBeenCalledTimes(1);
    expect(api.calls('Order/create.json')).toHaveLength(1);
    const body = api.calls('Order/create.json')[0]!.body!;
    expect(body).toMatchObject({
      items: [{ type: 'CARD_RELOAD', mediaId: 11, shopItemId: 40, quantity: 1 }],
      installments: 4,
      expectedTotalCents: 49000,
      acceptTerms: true,
      idempotencyKey: cartStore.getState().checkout!.key,
    });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(api.calls('Order/placeOrder.json')).toHaveLength(1);
    expect(api.calls('Order/placeOrder.json')[0]!.body).toMatchObject({ orderId: 77, locale: 'fr' });
    // Paying is not paid: the cart stays until the result says PAID.
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('sends the same key again for the same cart, and a new one once the cart changed', async () => {
    annualInCart();
    let refuse = true;
    const { api, user, unmount } = openCart('/cart', {
      'Order/placeOrder.json': () =>
        refuse
          ? ko('CONNECTION', 'down', 503)
          : ok({ orderId: 77, paymentId: 'ps_123', redirectUrl: REDIRECT }),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledOnce());
    const [first, second] = api.calls('Order/create.json').map((call) => call.body!.idempotencyKey);
    expect(second).toBe(first);

    unmount();
    addCartItem({
      awUserId: 5,
      ubiUserId: 12,
      type: 'CARD_RELOAD',
      product: { shopItemId: 40, shopItemPromoPrice: '490.00', installments: [1, 4, 10] },
    });
    expect(cartStore.getState().checkout).toBeNull();
  });

  it('AMOUNT_CHANGED: computes the amount again, shows the new total and says so', async () => {
    annualInCart();
    let total = 49000;
    const { api, user } = openCart('/cart', {
      'Order/computeAmount.json': () =>
        ok({
          amount: anAmount({
            totalCents: total,
            subtotalCents: total,
            items: [aLine({ unitPriceCents: total, totalCents: total })],
          }),
        }),
      'Order/create.json': ({ body }) =>
        body!.expectedTotalCents === total
          ? ok({ order: anOrder() })
          : ko('AMOUNT_CHANGED', 'Amount changed', 409),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    total = 50000;
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    expect(summary.parentElement).toHaveTextContent(
      'Le montant de votre panier a changé : vérifiez le nouveau total avant de payer.',
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Récapitulatif' })).toHaveTextContent('Total500,00 €'),
    );
    expect(api.calls('Order/computeAmount.json')).toHaveLength(2);
    expect(goToPaymentPage).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledOnce());
    const creates = api.calls('Order/create.json').map((call) => call.body!);
    expect(creates.map((body) => body.expectedTotalCents)).toEqual([49000, 50000]);
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('says at the top why an item cannot be bought, keeps the cart, and lets the passenger remove it', async () => {
    annualInCart();
    const { user } = openCart('/cart', {
      'Order/computeAmount.json': ko('PRODUCT_NOT_FOR_CARD', 'Not for this card', 409),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Ce produit ne peut pas être chargé sur cette carte/,
    );
    expect(screen.queryByRole('button', { name: 'Payer' })).not.toBeInTheDocument();
    expect(cartStore.getState().items).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Supprimer Article 1' }));
    expect(cartStore.getState().items).toEqual([]);
    expect(screen.getByText('Votre panier est vide.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Article 1 a été retiré du panier.');
  });

  it('names each line by what it was added with when the amount is refused, and says the refusal at that line (issue 23)', async () => {
    addCartItem({
      awUserId: 5,
      ubiUserId: 11,
      type: 'CARD_RELOAD',
      product: {
        shopItemId: 40,
        shopItemPromoPrice: '490.00',
        installments: [1],
        productType: 'SUBSCRIPTION',
      },
      productName: 'Annuel tout réseau',
      cardNumber: '4100000101',
      holderName: 'Claire Morel',
    });
    addCartItem({
      awUserId: 5,
      ubiUserId: 12,
      type: 'CARD_RELOAD',
      product: {
        shopItemId: 30,
        shopItemPromoPrice: '49.00',
        installments: [1],
        productType: 'SUBSCRIPTION',
      },
      productName: 'Abonnement mensuel tout réseau',
      cardNumber: '4100000102',
      holderName: 'Léo Morel',
    });
    const { user } = openCart('/cart', {
      'Order/computeAmount.json': ko('SALE_NOT_SETTLED', 'Not settled', 409, undefined, undefined, {
        index: 1,
        type: 'CARD_RELOAD',
        shopItemId: 30,
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Nouvel abonnement impossible pour l’instant/);
    const link = within(alert).getByRole('link', {
      name: 'Abonnement mensuel tout réseau pour Léo Morel, carte 4100000102',
    });
    expect(alert).toHaveTextContent(/Article concerné\s:\sAbonnement mensuel tout réseau pour Léo Morel/);
    const line = screen.getByRole('heading', {
      level: 3,
      name: 'Abonnement mensuel tout réseau',
    }).parentElement!;
    expect(link).toHaveAttribute('href', `#${line.id}`);
    expect(line).toHaveTextContent('Pour Léo Morel, carte 4100000102');
    expect(line).toHaveTextContent(/Cet article ne peut pas être payé\s:\sNouvel abonnement impossible/);
    const remove = within(line).getByRole('button', { name: 'Supprimer Abonnement mensuel tout réseau' });
    expect(remove).toHaveAccessibleDescription(/Nouvel abonnement impossible pour l’instant/);
    const other = screen.getByRole('heading', { level: 3, name: 'Annuel tout réseau' }).parentElement!;
    expect(other).toHaveTextContent('Pour Claire Morel, carte 4100000101');
    expect(other).not.toHaveTextContent(/ne peut pas être payé/);
    expect(screen.queryByText(/Article \d/)).not.toBeInTheDocument();
    await user.click(remove);
    expect(cartStore.getState().items.map((item) => item.productName)).toEqual(['Annuel tout réseau']);
  });

  it('in English, a line refused with its name; a pass saved at two can be brought down to one', async () => {
    // A cart saved before issue 23: the pass at two, its name kept.
    cartStore.setState({
      ...emptyCart(),
      orderType: 'CARD_RELOAD',
      items: [
        {
          id: 'saved',
          awUserId: 5,
          ubiUserId: 11,
          type: 'CARD_RELOAD',
          quantity: 2,
          product: { shopItemId: 40, unitPriceCents: 49000, installments: [1] },
          productName: 'Annual pass',
          cardNumber: '4100000101',
          holderName: 'Claire Morel',
        },
      ],
    });
    const { api, user } = openCart('/en/cart', {
      'Order/computeAmount.json': ({ body }) =>
        (body!.items as { quantity: number }[])[0]!.quantity === 2
          ? ko('QUANTITY_NOT_ALLOWED', 'Quantity', 409, undefined, undefined, {
              index: 0,
              type: 'CARD_RELOAD',
              shopItemId: 40,
            })
          : ok({ amount: anAmount() }),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'Annual pass for Claire Morel, card 4100000101' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent(/Item concerned: Annual pass/);
    const line = screen.getByRole('heading', { level: 3, name: 'Annual pass' }).parentElement!;
    expect(line).toHaveTextContent(/This item cannot be paid: This quantity is not possible/);
    await user.click(within(line).getByRole('button', { name: 'Bring the quantity down to 1 Annual pass' }));
    expect(await screen.findByRole('region', { name: 'Summary' })).toHaveTextContent('€490.00');
    expect(api.calls('Order/computeAmount.json').at(-1)!.body).toMatchObject({
      items: [{ type: 'CARD_RELOAD', mediaId: 11, shopItemId: 40, quantity: 1 }],
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a ticket line a labelled quantity control, 1 to 10, whose choice the amount is asked for', async () => {
    addCartItem({
      awUserId: 5,
      ubiUserId: 11,
      type: 'CARD_RELOAD',
      product: { shopItemId: 10, shopItemPromoPrice: '1.70', installments: [1], productType: 'TICKET' },
      productName: 'Ticket unitaire',
      cardNumber: '4100000101',
      holderName: 'Claire Morel',
    });
    const priced = (quantity: number) =>
      anAmount({
        items: [
          aLine({
            shopItemId: 10,
            name: 'Ticket unitaire',
            quantity,
            unitPriceCents: 170,
            totalCents: 170 * quantity,
          }),
        ],
        subtotalCents: 170 * quantity,
        totalCents: 170 * quantity,
        installments: [1],
        schedules: [{ count: 1, payments: [{ dueDate: '2026-11-23', amountCents: 170 * quantity }] }],
      });
    const { api, user } = openCart('/cart', {
      'Order/computeAmount.json': ({ body }) =>
        ok({ amount: priced((body!.items as { quantity: number }[])[0]!.quantity) }),
    });
    const quantity = await screen.findByRole('combobox', { name: 'Quantité Ticket unitaire' });
    expect(quantity).toHaveAccessibleDescription('De 1 à 10');
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 1)));
    expect(quantity).toHaveValue('1');
    await user.selectOptions(quantity, '3');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Récapitulatif' })).toHaveTextContent(/Total5,10\s€/),
    );
    expect(cartStore.getState().items[0]!.quantity).toBe(3);
    expect(api.calls('Order/computeAmount.json').at(-1)!.body).toMatchObject({
      items: [{ type: 'CARD_RELOAD', mediaId: 11, shopItemId: 10, quantity: 3 }],
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Ticket unitaire : quantité 3.');
  });

  it('says a refusal of the order at the top of the form, the cart kept', async () => {
    annualInCart();
    const { user } = openCart('/cart', {
      'Order/create.json': ko('DUPLICATE_REQUEST_CLOSED', 'Closed', 409),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(summary.parentElement).toHaveTextContent(/Cette demande de duplicata est déjà payée ou annulée/);
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('applies a promo code through the server, shows its discount, and says a refused one at its field', async () => {
    annualInCart();
    const withVoucher = anAmount({
      discountCents: 4900,
      totalCents: 44100,
      vatCents: 4009,
      voucher: { code: 'BIENVENUE10', discountType: 'RATIO', label: '10 % sur le panier' },
      items: [aLine({ discountCents: 4900, totalCents: 44100 })],
    });
    const { api, user } = openCart('/cart', {
      'Order/computeAmount.json': ({ body }) =>
        ok({ amount: body!.voucherCode === 'BIENVENUE10' ? withVoucher : anAmount() }),
      'Order/redeemVoucher.json': ({ body }) =>
        body!.code === 'BIENVENUE10'
          ? ok({ voucher: withVoucher.voucher })
          : ko('VOUCHER_INVALID', 'Invalid', 409),
    });
    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await user.type(field, 'FAUX');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Ce code promo n’est pas valide, a expiré ou a déjà servi./),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('FAUX');

    await user.clear(field);
    await user.type(field, 'BIENVENUE10');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    const totals = () => screen.getByRole('region', { name: 'Récapitulatif' });
    await waitFor(() =>
      expect(totals()).toHaveTextContent('Code promo BIENVENUE10 (10 % sur le panier)-49,00 €'),
    );
    expect(totals()).toHaveTextContent('Total441,00 €');
    expect(screen.getByText('Code BIENVENUE10 appliqué : 10 % sur le panier.')).toBeInTheDocument();
    expect(api.calls('Order/redeemVoucher.json').at(-1)!.body).toMatchObject({
      code: 'BIENVENUE10',
      items: [{ type: 'CARD_RELOAD', mediaId: 11, shopItemId: 40, quantity: 1 }],
    });
    expect(api.calls('Order/computeAmount.json').at(-1)!.body).toMatchObject({ voucherCode: 'BIENVENUE10' });

    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledOnce());
    expect(api.calls('Order/create.json')[0]!.body).toMatchObject({
      voucherCode: 'BIENVENUE10',
      expectedTotalCents: 44100,
    });

    await user.click(screen.getByRole('button', { name: 'Retirer le code BIENVENUE10' }));
    await waitFor(() => expect(totals()).toHaveTextContent('Total490,00 €'));
    expect(cartStore.getState().voucherCode).toBeNull();
  });

  it('drops a code applied earlier that the account may no longer use, says why at its field, and keeps the cart payable', async () => {
    annualInCart();
    setCartVoucher('MOINS5');
    const { api } = openCart('/cart', {
      'Order/computeAmount.json': ({ body }) =>
        body!.voucherCode ? ko('VOUCHER_ALREADY_USED', 'Used', 409) : ok({ amount: anAmount() }),
    });
    const field = await screen.findByRole('textbox', { name: 'Code promo' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Vous avez déjà utilisé ce code promo autant de fois qu’il le permet./,
      ),
    );
    expect(cartStore.getState().voucherCode).toBeNull();
    const totals = await screen.findByRole('region', { name: 'Récapitulatif' });
    await waitFor(() => expect(totals).toHaveTextContent('Total490,00 €'));
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(api.calls('Order/computeAmount.json').at(-1)!.body).not.toHaveProperty('voucherCode');
  });

  it('shows the duplicate-payment popup when the order was paid already, and leads to My cards', async () => {
    annualInCart();
    const { user, location } = openCart('/cart', {
      'Order/placeOrder.json': ko('ORDER_ALREADY_PAID', 'Paid', 409),
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement déjà effectué' });
    expect(goToPaymentPage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Voir mes cartes' }));
    await waitFor(() => expect(location()).toBe('/cards'));
  });
});
