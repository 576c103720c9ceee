/**
 * Spec §4 "only one type of request at a time": before a duplicate, a reload or a card order goes
 * into a cart holding another type of request, a popup asks whether to empty the cart. One hook
 * for every path that adds to the cart; the page renders its `dialog` once.
 */
import { isOtherRequestType, type OrderType } from '@oceane/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  addCartItem,
  cartStore,
  resetCart,
  type AddOutcome,
  type NewWireCartItem,
} from '../lib/cart-store.ts';
import { Button } from './button.tsx';
import { ModalDialog } from './dialog.tsx';

type Pending = { current: OrderType; answer: (confirmed: boolean) => void };

export type CartRequestType = {
  /**
   * Resolves true when a request of this type may go into the cart: at once when the cart holds
   * no other type, else once the passenger agrees to empty it; false when they keep their cart.
   * Ask before creating anything on the server, then add with addToCart or addCartItem.
   */
  confirmOrderType: (orderType: OrderType) => Promise<boolean>;
  /**
   * Asks when needed, then adds the item (replacing the cart of another type): answers what the
   * add did (a pass already in the cart stays one), or false when the passenger kept their cart.
   */
  addToCart: (item: NewWireCartItem, orderType: OrderType) => Promise<AddOutcome | false>;
  /**
   * For a path that adds to the cart only at its end (the new-card flow): asks at its start,
   * before anything is uploaded, and empties a cart of another type once the passenger agrees.
   */
  startRequest: (orderType: OrderType) => Promise<boolean>;
  /** The confirmation popup, closed until needed. */
  dialog: ReactNode;
};

/** The request the cart holds when it is not of this type (and not empty), else null. */
export function useOtherRequestInCart(orderType: OrderType): OrderType | null {
  return useStore(cartStore, (cart) => (isOtherRequestType(cart, orderType) ? cart.orderType : null));
}

export function useCartRequestType(): CartRequestType {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    pendingRef.current?.answer(confirmed);
    pendingRef.current = null;
    setPending(null);
  }, []);

  // A page left while the popup is open keeps the cart as it was.
  useEffect(() => () => pendingRef.current?.answer(false), []);

  const confirmOrderType = useCallback((orderType: OrderType) => {
    const cart = cartStore.getState();
    if (!isOtherRequestType(cart, orderType)) return Promise.resolve(true);
    pendingRef.current?.answer(false);
    return new Promise<boolean>((answer) => {
      pendingRef.current = { current: cart.orderType, answer };
      setPending(pendingRef.current);
    });
  }, []);

  const addToCart = useCallback(
    async (item: NewWireCartItem, orderType: OrderType) => {
      if (!(await confirmOrderType(orderType))) return false;
      return addCartItem(item, orderType);
    },
    [confirmOrderType],
  );

  const startRequest = useCallback(
    async (orderType: OrderType) => {
      if (!(await confirmOrderType(orderType))) return false;
      if (isOtherRequestType(cartStore.getState(), orderType)) resetCart();
      return true;
    },
    [confirmOrderType],
  );

  const dialog = (
    <ModalDialog
      role="alertdialog"
      title={t('cart.otherRequest.title')}
      isOpen={pending !== null}
      onOpenChange={(open) => {
        // Escape, or a click outside, keeps the cart.
        if (!open) settle(false);
      }}
    >
      {pending ? (
        <p>{t('cart.otherRequest.text', { current: t(`cart.requestTypes.${pending.current}`) })}</p>
      ) : null}
      <div className="actions">
        <Button variant="primary" onPress={() => settle(false)}>
          {t('cart.otherRequest.keep')}
        </Button>
        <Button variant="secondary" onPress={() => settle(true)}>
          {t('cart.otherRequest.replace')}
        </Button>
      </div>
    </ModalDialog>
  );

  return { confirmOrderType, addToCart, startRequest, dialog };
}
