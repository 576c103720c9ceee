/**
 * The card-request tunnel (spec §3), persisted in localStorage `oceane.tunnel` and discarded after
 * a day. The order-flow issue fills it step by step; this issue only creates and resets it.
 */
import { FRANCE } from '@oceane/domain';
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
    personal: { address: { country: FRANCE } },
    delivery: { type: 'SHIPPING' },
    documents: {},
  };
}

export const TUNNEL_STORAGE_KEY = `${STORAGE_PREFIX}tunnel`;

/**
 * An address's country as an ISO code: the older portal wrote its default, 'France', by name.
 * Telling a code from a name needs only its shape here (the forms check codes against the
 * domain's list), which keeps the list of codes out of the public pages that load this store.
 */
function withCountryCode<A extends { country?: string }>(address: A | undefined): A | undefined {
  if (!address || address.country === undefined || /^[A-Z]{2}$/.test(address.country)) return address;
  return { ...address, country: FRANCE };
}

/** A tunnel saved by an older portal (persist version 0: countries by name) in today's shape. */
export function migrateSavedTunnel(saved: unknown, version: number): TunnelState {
  const tunnel = { ...emptyTunnel(), ...(saved as Partial<TunnelState>) };
  if (version >= 1) return tunnel;
  return {
    ...tunnel,
    personal: { ...tunnel.personal, address: withCountryCode(tunnel.personal.address) },
    delivery: { ...tunnel.delivery, address: withCountryCode(tunnel.delivery.address) },
  };
}

export const tunnelStore = createStore<TunnelState>()(
  persist(() => emptyTunnel(0), {
    name: TUNNEL_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<TunnelState>(),
    // Version 1: countries as ISO 3166-1 alpha-2 codes (docs/decisions/024-country-codes.md).
    version: 1,
    migrate: (saved, version) => migrateSavedTunnel(saved, version),
  }),
);

export function resetTunnel(): void {
  tunnelStore.setState(emptyTunnel());
}
