/**
 * Spec §9: a cart left unchanged for a day is discarded. A module of its own so that the cart
 * page's shell script (apps/web) can name it without pulling the cart's rules into every page.
 */
export const CART_TTL_MS = 24 * 60 * 60 * 1000;
