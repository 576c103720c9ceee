/**
 * A cart saved by an older portal (persist version 0: prices as the wire's strings, orderType left
 * at CARD_CREATION whatever the items) read into today's shape, so that a passenger who comes
 * back within the day keeps their cart. An item whose price cannot be read is dropped.
 */
import {
  cartProductFromWire,
  emptyCart,
  orderTypeOf,
  type Cart,
  type CartItem,
  type WireCartProduct,
} from '@oceane/domain';

type SavedItem = Omit<CartItem, 'product'> & { product?: WireCartProduct };

function readItem(saved: SavedItem): CartItem | null {
  const product = saved.product ? cartProductFromWire(saved.product) : null;
  return product ? { ...saved, product } : null;
}

export function migrateSavedCart(saved: unknown, version: number): Cart {
  const cart = { ...emptyCart(Date.now()), ...(saved as Partial<Cart>) };
  if (version >= 1) return cart;
  const items = ((saved as { items?: SavedItem[] } | null)?.items ?? [])
    .map(readItem)
    .filter((item): item is CartItem => item !== null);
  // One type of request at a time (spec §4): the first item's type decides, as it would have.
  const orderType = items[0] ? orderTypeOf(items[0]) : cart.orderType;
  return { ...cart, orderType, items: items.filter((item) => orderTypeOf(item) === orderType) };
}
