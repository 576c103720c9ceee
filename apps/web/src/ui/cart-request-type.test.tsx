import type { OrderType } from '@oceane/domain';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { addCartItem, cartStore, emptyCart, type NewWireCartItem } from '../lib/cart-store.ts';
import { MODAL_ROOT_ID } from './modal-root.ts';
import { useCartRequestType } from './cart-request-type.tsx';

const itemOf = (type: OrderType, ubiUserId: number): NewWireCartItem => ({
  awUserId: 5,
  ubiUserId,
  type,
  product: { shopItemId: type, shopItemPromoPrice: '10.00', installments: [1] },
});

/** A page that adds one item of a type, and says what came of it. */
function AddButton({ type }: { type: OrderType }) {
  const { addToCart, dialog } = useCartRequestType();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void addToCart(itemOf(type, 11), type).then((added) => setOutcome(added ? 'added' : 'kept'))
        }
      >
        Add
      </button>
      <p>{outcome}</p>
      {dialog}
      <div id={MODAL_ROOT_ID} />
    </>
  );
}

const reloadInCart = () => addCartItem(itemOf('CARD_RELOAD', 4), 'CARD_RELOAD');

afterEach(() => cartStore.setState(emptyCart()));

describe('one type of request at a time (spec §4)', () => {
  it('adds a request of the cart’s type without asking', async () => {
    addCartItem(itemOf('CARD_DUPLICATE', 4), 'CARD_DUPLICATE');
    const { user } = renderAt(<AddButton type="CARD_DUPLICATE" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('added')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cartStore.getState().items.map((item) => item.ubiUserId)).toEqual([4, 11]);
  });

  it('adds to an empty cart without asking, and the cart takes the request’s type', async () => {
    const { user } = renderAt(<AddButton type="CARD_DUPLICATE" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('added')).toBeInTheDocument();
    expect(cartStore.getState().orderType).toBe('CARD_DUPLICATE');
  });

  it('asks in a popup when the cart holds another type; confirming empties it and adds', async () => {
    reloadInCart();
    const { user } = renderAt(<AddButton type="CARD_DUPLICATE" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Vider le panier\s?\?$/ });
    expect(dialog).toHaveTextContent('Votre panier contient déjà un rechargement.');
    expect(cartStore.getState().items).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Vider le panier et continuer' }));
    expect(await screen.findByText('added')).toBeInTheDocument();
    expect(cartStore.getState().orderType).toBe('CARD_DUPLICATE');
    expect(cartStore.getState().items.map((item) => [item.type, item.ubiUserId])).toEqual([
      ['CARD_DUPLICATE', 11],
    ]);
  });

  it('cancelling keeps the cart as it was, and the focus returns to the button', async () => {
    reloadInCart();
    const before = cartStore.getState();
    const { user } = renderAt(<AddButton type="CARD_DUPLICATE" />, { path: '/en/cards' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('alertdialog', { name: 'Empty your cart?' });
    await user.click(screen.getByRole('button', { name: 'Keep my cart' }));
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(cartStore.getState()).toEqual(before);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus());
  });

  it('Escape cancels too', async () => {
    reloadInCart();
    const { user } = renderAt(<AddButton type="CARD_CREATION" />);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cartStore.getState().orderType).toBe('CARD_RELOAD');
  });
});
