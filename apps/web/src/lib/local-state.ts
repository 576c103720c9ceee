/**
 * What this device keeps for the person using it, besides the session: the cart, the card
 * request in progress (tunnel) and every cached answer. Emptied on /clear and whenever a session
 * ends (logout, expiry), so the next person on the same device inherits nothing (spec §4).
 */
import { resetCart } from './cart-store.ts';
import { clearApiCache } from './http-cache.ts';
import { getQueryClient } from './query-client.ts';
import { resetTunnel } from './tunnel-store.ts';

export function clearLocalState(): void {
  resetCart();
  resetTunnel();
  clearApiCache();
  getQueryClient().clear();
}
