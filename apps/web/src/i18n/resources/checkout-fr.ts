/** The cart, the reload page and the payment results (issue 7), in French. */
export const checkoutFr = {
  cartTitle: 'Panier',
  topupTitle: 'Recharger une carte',
};
