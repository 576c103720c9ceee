/**
 * The one script of the cart page's shell (issue 9, docs/decisions/037-web-logged-in-pages.md):
 * run by the browser as it reads the page, before the first paint and long before the portal's
 * code arrives, it marks the document `data-shell-cart="empty"` when the cart saved in this
 * browser certainly holds nothing, so that the shell shows "Your cart is empty" at once instead of
 * a loading line; the page then draws the same text in the same place.
 *
 * It says "empty" only when lib/cart-store.ts would load an empty cart: nothing saved, a cart
 * saved more than a day ago (the store discards it), or a saved cart whose items are an empty
 * list. Anything else (items, a shape it does not know, unreadable JSON, storage refused) leaves
 * the loading line. A return from the payment page (`?order=`) is left to the page.
 *
 * A plain string, not a function's source: the text must be the same at build time and in the
 * browser (React compares it at hydration, and the page's Content-Security-Policy allows it by its
 * hash). The test runs it against each kind of saved cart.
 */
import { CART_TTL_MS } from '@oceane/domain';
import { CART_STORAGE_KEY } from '../../lib/storage-keys.ts';

/** The attribute the script sets on `<html>`, and its value; the shell's styles read it. */
export const SHELL_CART_ATTRIBUTE = 'data-shell-cart';

export const EMPTY_CART_SCRIPT =
  'try{' +
  'if(!/[?&]order=/.test(location.search)){' +
  `var saved=localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)});` +
  'var cart=saved===null?null:JSON.parse(saved).state;' +
  'if(saved===null||(cart&&(typeof cart.lastUpdated!=="number"' +
  `||Date.now()-cart.lastUpdated>${CART_TTL_MS}` +
  '||(Array.isArray(cart.items)&&cart.items.length===0))))' +
  `document.documentElement.setAttribute(${JSON.stringify(SHELL_CART_ATTRIBUTE)},"empty")` +
  '}' +
  '}catch(error){}';
