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
    expect(
      screen.getByText(/son prix s’affiche dès que la demande est ajoutée au panier/),
    ).toBeInTheDocument();
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(0);
    expect(cartStore.getState().items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' })).toHaveFocus();
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(1);
    expect(api.calls('Media/requestDuplicate.json')[0]!.body).toMatchObject({
      mediaId: 11,
      reason: 'STOLEN',
    });
    expect(screen.getByText(/Duplicata de carte : 10,00 €, à régler dans votre panier./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon panier' })).toHaveAttribute('href', '/cart');

    const { items } = cartStore.getState();
    expect(items).toEqual([
      {
        id: expect.any(String),
        awUserId: 5,
        ubiUserId: 11,
        quantity: 1,
        type: 'CARD_DUPLICATE',
        product: {
          shopItemId: 90,
          unitPriceCents: 1000,
          installments: [1],
          ubiProductId: 9,
          productType: 'FEE',
        },
        // What names the line whatever the amount answers (issue 23).
        productName: 'Duplicata de carte',
        cardNumber: '4100000101',
        holderName: 'Claire Morel',
        duplicateRequestId: 31,
        reason: 'STOLEN',
      },
    ]);
    expect(cartItemCount(cartStore.getState())).toBe(1);
    expect(JSON.parse(window.localStorage.getItem('oceane.cart')!).state.items).toHaveLength(1);
  });

  it('choosing a reason sends nothing; the reason finally chosen is sent on “Add to cart”', async () => {
    const { api, user } = openDuplicate();
    await user.click(await screen.findByRole('radio', { name: 'Carte perdue' }));
    await user.click(screen.getByRole('radio', { name: 'Carte volée' }));
    await user.click(screen.getByRole('radio', { name: 'Carte endommagée' }));
    await user.click(screen.getByRole('radio', { name: 'Carte volée' }));
    // Give an effect or a pending fetch the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' });
    expect(api.calls('Media/requestDuplicate.json').map((call) => call.body?.reason)).toEqual(['STOLEN']);
  });

  it('a double click on “Add to cart” sends one request and adds one item', async () => {
    let answerNow: () => void = () => {};
    const slow = new Promise<void>((resolve) => (answerNow = resolve));
    const { api, user } = openDuplicate('/cards/duplicate/11', {
      'Media/requestDuplicate.json': async () => {
        await slow;
        return ok(answer);
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Carte perdue' }));
    await user.dblClick(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    answerNow();
    await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' });
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(1);
    expect(api.calls('Media/requestDuplicate.json')[0]!.body).toMatchObject({ reason: 'LOST' });
    expect(cartItemCount(cartStore.getState())).toBe(1);
  });

  it('adds the same open request only once, and shows the fee in English money', async () => {
    const first = openDuplicate('/en/cards/duplicate/11');
    await first.user.click(await screen.findByRole('radio', { name: 'Lost card' }));
    expect(screen.getByText(/its price shows as soon as the request is in your cart/)).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText(/Duplicata de carte: €10.00, to be paid in your cart./),
    ).toBeInTheDocument();
    first.unmount();

    const second = openDuplicate('/en/cards/duplicate/11');
    await second.user.click(await screen.findByRole('radio', { name: 'Damaged card' }));
    await second.user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This duplicate was already in your cart.')).toBeInTheDocument();
    expect(second.api.calls('Media/requestDuplicate.json')[0]!.body).toMatchObject({ reason: 'DAMAGED' });
    expect(cartItemCount(cartStore.getState())).toBe(1);
  });

  it('says why the api refused, adds nothing, and lets the passenger try again', async () => {
    let refusal = true;
    const { api, user } = openDuplicate('/cards/duplicate/11', {
      'Media/requestDuplicate.json': () => (refusal ? ko('CARD_EXPIRED', 'Expired', 409) : ok(answer)),
    });
    await user.click(await screen.findByRole('radio', { name: 'Carte perdue' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    expect(summary.parentElement!.textContent).toContain('Cette carte est expirée.');
    expect(cartStore.getState().items).toEqual([]);

    refusal = false;
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByRole('heading', { name: 'Duplicata ajouté au panier' });
    expect(api.calls('Media/requestDuplicate.json')).toHaveLength(2);
    expect(cartItemCount(cartStore.getState())).toBe(1);
  });

  it.each([
    [
      '/cards/duplicate/11',
      'Ajouter au panier',
      'Carte perdue',
      /Le duplicata ne peut pas être demandé en ligne/,
      /Appelez la Maison de la mobilité/,
    ],
    [
      '/en/cards/duplicate/11',
      'Add to cart',
      'Lost card',
      /A duplicate cannot be requested online at the moment/,
      /Call the mobility centre/,
    ],
  ])(
    'says a duplicate fee missing from the catalogue in its own words, with the number to call (%s)',
    async (path, submit, reason, text, call) => {
      const { user } = openDuplicate(path, {
        'Media/requestDuplicate.json': ko('DUPLICATE_FEE_UNAVAILABLE', 'No fee', 409),
      });
      await user.click(await screen.findByRole('radio', { name: reason }));
      await user.click(screen.getByRole('button', { name: submit }));
      const summary = await screen.findByRole('heading', { name: /1 (erreur|error)/ });
      expect(summary.parentElement).toHaveTextContent(text);
      expect(summary.parentElement).not.toHaveTextContent(/contrat|contract type/);
      expect(screen.getByText(call)).toContainElement(screen.getByRole('link', { name: '01 99 00 00 00' }));
      expect(cartStore.getState().items).toEqual([]);
    },
  );

  it('says a card not in the account is not found', async () => {
    openDuplicate('/cards/duplicate/4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Carte introuvable');
  });
});
