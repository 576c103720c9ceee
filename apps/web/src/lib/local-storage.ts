/**
 * Browser storage for the persisted stores (spec §3, §4): keys are the product prefix plus the
 * store name, and a saved state last updated more than a day ago is discarded on load. The
 * browser may refuse the storage (full, private browsing, turned off): nothing here throws, the
 * store keeps its state in memory and the refusal is told and reported once (storage-failure.ts).
 */
import { CART_TTL_MS } from '@oceane/domain';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { storageFailed } from './storage-failure.ts';

/** Spec §9: the local cart and tunnel expire after 1 day (the domain's cart rule). */
export const LOCAL_STATE_TTL_MS = CART_TTL_MS;

type Dated = { lastUpdated: number };

export function isExpired(lastUpdated: number | undefined, now = Date.now()): boolean {
  return typeof lastUpdated !== 'number' || now - lastUpdated > LOCAL_STATE_TTL_MS;
}

/**
 * JSON in localStorage that drops (and removes) a saved state older than a day. localStorage is
 * read at each call, not once: a browser that refuses it throws from the property itself.
 */
export function expiringStorage<S extends Dated>(): PersistStorage<S> {
  return {
    getItem: (name) => {
      try {
        const text = window.localStorage.getItem(name);
        const saved = text === null ? null : (JSON.parse(text) as StorageValue<S>);
        if (saved && isExpired(saved.state?.lastUpdated)) {
          window.localStorage.removeItem(name);
          return null;
        }
        return saved;
      } catch {
        // Unreadable or refused: the store starts empty; a refusal is told at the first save.
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        window.localStorage.setItem(name, JSON.stringify(value));
      } catch (error) {
        storageFailed(name, error);
      }
    },
    removeItem: (name) => {
      try {
        window.localStorage.removeItem(name);
      } catch (error) {
        storageFailed(name, error);
      }
    },
  };
}
