/**
 * The card-request tunnel (spec §3), persisted in localStorage `oceane.tunnel` and discarded after
 * a day. The order-flow issue fills it step by step; this issue only creates and resets it.
 */
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { Address, Delivery } from './cart-store.ts';
import { expiringStorage, STORAGE_PREFIX } from './local-storage.ts';

export type TunnelPersonal = {
  awUserId?: string | number;
  title?: string;
  firstname?: string;
  lastname?: string;
  birthday?: string;
  email?: string;
  mobilePhone?: string;
  address?: Partial<Address>;
};

export type TunnelState = {
  product: unknown;
  photo: string | null;
  lastUpdated: number;
  quantity: number;
  personal: TunnelPersonal;
  delivery: Delivery;
  documents: Record<string, unknown>;
};

/** Spec §4 "Reset tunnel": no product, quantity 1, no photo, empty personal data, SHIPPING. */
export function emptyTunnel(now = Date.now()): TunnelState {
  return {
    product: null,
    photo: null,
    lastUpdated: now,
    quantity: 1,
    personal: { address: { country: 'France' } },
    delivery: { type: 'SHIPPING' },
    documents: {},
  };
}

export const TUNNEL_STORAGE_KEY = `${STORAGE_PREFIX}tunnel`;

export const tunnelStore = createStore<TunnelState>()(
  persist(() => emptyTunnel(0), {
    name: TUNNEL_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<TunnelState>(),
  }),
);

export function resetTunnel(): void {
  tunnelStore.setState(emptyTunnel());
}
