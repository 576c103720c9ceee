/**
 * Browser storage for the persisted stores (spec §3, §4): keys are the product prefix plus the
 * store name, and a saved state last updated more than a day ago is discarded on load.
 */
import { CART_TTL_MS } from '@oceane/domain';
import { createJSONStorage, type PersistStorage, type StorageValue } from 'zustand/middleware';

/** Spec §9: the local cart and tunnel expire after 1 day (the domain's cart rule). */
export const LOCAL_STATE_TTL_MS = CART_TTL_MS;

type Dated = { lastUpdated: number };

export function isExpired(lastUpdated: number | undefined, now = Date.now()): boolean {
  return typeof lastUpdated !== 'number' || now - lastUpdated > LOCAL_STATE_TTL_MS;
}

/** JSON storage that drops (and removes) a saved state older than a day. */
export function expiringStorage<S extends Dated>(): PersistStorage<S> | undefined {
  const storage = createJSONStorage<S>(() => window.localStorage);
  if (!storage) return undefined;
  return {
    ...storage,
    getItem: (name) => {
      // localStorage answers synchronously.
      const saved = storage.getItem(name) as StorageValue<S> | null;
      if (saved && isExpired(saved.state?.lastUpdated)) {
        storage.removeItem(name);
        return null;
      }
      return saved;
    },
  };
}
