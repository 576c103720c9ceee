/** The cart, the reload page and the payment results (issue 7), in English. */
import type { checkoutFr } from './checkout-fr.ts';

export const checkoutEn: typeof checkoutFr = {
  cartTitle: 'Cart',
  topupTitle: 'Reload a card',
};
