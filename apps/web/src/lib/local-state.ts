/**
 * What this device keeps for the person using it, besides the session: the cart, the card
 * request in progress (tunnel) and every cached answer. A logout, /clear, a guest's start and an
 * account's deletion empty it all, so the next person on the same device inherits nothing
 * (spec §4). A session that expires keeps the cart and the tunnel for the account they belong to,
 * marked with its id, and only that account's next login gets them back (decision 062).
 */
import { resetCart, cartStore } from './cart-store.ts';
import { clearApiCache } from './http-cache.ts';
import { isExpired } from './local-storage.ts';
import { getQueryClient } from './query-client.ts';
import { resetTunnel, tunnelStore } from './tunnel-store.ts';

/** The answers cached for the session: another person must never read them. */
function clearCachedAnswers(): void {
  clearApiCache();
  getQueryClient().clear();
}

export function clearLocalState(): void {
  resetCart();
  resetTunnel();
  clearCachedAnswers();
}

/**
 * A session expired (not a logout): the cart and the tunnel stay, marked for the account whose
 * session it was. Their date is left as it was: their day of life (spec §9) still counts from the
 * passenger's last change.
 */
export function keepLocalStateFor(userId: string | number): void {
  const keptFor = String(userId);
  cartStore.setState({ keptFor });
  tunnelStore.setState({ keptFor });
  clearCachedAnswers();
}

type Kept = { keptFor?: string | null; lastUpdated: number };

/** A kept state comes back only to the account it was kept for, within its day. */
export function isKeptFor(state: Kept, userId: string | number, now = Date.now()): boolean {
  return state.keptFor === String(userId) && !isExpired(state.lastUpdated, now);
}

/**
 * At a login, before the session starts: what was kept for this account comes back; anything
 * else (another account's, one past its day, or one nobody marked) is emptied, so a login on a
 * shared device never shows someone else's cart or request.
 */
export function claimLocalStateFor(userId: string | number): void {
  if (isKeptFor(cartStore.getState(), userId)) cartStore.setState({ keptFor: null });
  else resetCart();
  if (isKeptFor(tunnelStore.getState(), userId)) tunnelStore.setState({ keptFor: null });
  else resetTunnel();
}
