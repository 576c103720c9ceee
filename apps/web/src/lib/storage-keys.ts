/**
 * The names of what the portal keeps in the browser's localStorage: the product prefix plus the
 * store's name. Kept apart from the stores so that the cart page's shell can name the cart's key
 * without loading the store (features/checkout/cart-shell-script.ts).
 */
const STORAGE_PREFIX = 'oceane.';
export const CART_STORAGE_KEY = `${STORAGE_PREFIX}cart`;
export const TUNNEL_STORAGE_KEY = `${STORAGE_PREFIX}tunnel`;
