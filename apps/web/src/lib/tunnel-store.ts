/**
 * The card-request tunnel (spec §3), persisted in localStorage `oceane.tunnel` on every change and
 * discarded after a day. The order flow (features/cards/order) fills it step by step; this file
 * owns its shape, its reset (spec §4) and the reading of a tunnel saved by an older portal.
 */
import { FRANCE } from '@oceane/domain';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { Address, Delivery } from './cart-store.ts';
import { expiringStorage } from './local-storage.ts';
import { TUNNEL_STORAGE_KEY } from './storage-keys.ts';

export type TunnelPersonal = {
  awUserId?: string | number;
  /** The holder's gender as the holder form names it (MADAME, MONSIEUR). */
  title?: string;
  firstname?: string;
  lastname?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
  email?: string;
  mobilePhone?: string;
  landline?: string;
  /** The socio-professional category, which with the age says which fares the holder may have. */
  category?: string;
  address?: Partial<Address>;
};

/** The product chosen at step 1, as Products/getProducts.json answered it. */
export type TunnelProduct = {
  productId: number;
  shopItemId: number;
  shopItemPromoPrice: string;
  priceCents: number;
  installments: number[];
  name: string;
  productType: string;
  transportModes: string[];
  renewalInterval: string | null;
  audience: string;
};

/** A proof uploaded at step 3 (Media/uploadDocument.json): the tunnel keeps its id, not its bytes. */
export type TunnelDocument = { id: number; status: string; fileName: string; size: number };

/** Home shipping (the cart's Delivery) or pickup at the agency of Networks/collectSites. */
export type TunnelDelivery = Delivery & { collectSiteId?: number };

/** The alerts step as the form holds it (texts and boxes); the request is built from it at the end. */
export type TunnelAlerts = {
  enabled: boolean;
  deliveryMode: string;
  email: string;
  phone: string;
  favoriteModes: string[];
  favoriteLines: string;
};

export type TunnelConsents = { post: boolean; sms: boolean; email: boolean };

export type TunnelState = {
  product: TunnelProduct | null;
  /** The holder photo: the id of its PHOTO document, as a string. */
  photo: string | null;
  lastUpdated: number;
  quantity: number;
  /** Step 2: the card is for the account holder (true) or for someone else (false); null until chosen. */
  forSelf: boolean | null;
  personal: TunnelPersonal;
  delivery: TunnelDelivery;
  /** The proofs uploaded, by document type. */
  documents: Record<string, TunnelDocument>;
  /** The proof types the chosen product needed when the documents step was completed. */
  requiredDocuments: string[] | null;
  alerts: TunnelAlerts | null;
  consents: TunnelConsents;
  /** The account a tunnel kept after its session expired belongs to (as the cart's keptFor). */
  keptFor?: string | null;
};

/** Spec §4 "Reset tunnel": no product, quantity 1, no photo, empty personal data, no documents, SHIPPING. */
export function emptyTunnel(now = Date.now()): TunnelState {
  return {
    product: null,
    photo: null,
    lastUpdated: now,
    quantity: 1,
    forSelf: null,
    personal: { address: { country: FRANCE } },
    delivery: { type: 'SHIPPING' },
    documents: {},
    requiredDocuments: null,
    alerts: null,
    consents: { post: false, sms: false, email: false },
    keptFor: null,
  };
}

export { TUNNEL_STORAGE_KEY };

/**
 * An address's country as an ISO code: the older portal wrote its default, 'France', by name.
 * Telling a code from a name needs only its shape here (the forms check codes against the
 * domain's list), which keeps the list of codes out of the public pages that load this store.
 */
function withCountryCode<A extends { country?: string }>(address: A | undefined): A | undefined {
  if (!address || address.country === undefined || /^[A-Z]{2}$/.test(address.country)) return address;
  return { ...address, country: FRANCE };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => value === undefined || typeof value === 'string';
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function savedProduct(value: unknown): TunnelProduct | null {
  if (!isObject(value)) return null;
  const complete =
    isId(value.productId) &&
    isId(value.shopItemId) &&
    typeof value.shopItemPromoPrice === 'string' &&
    Number.isSafeInteger(value.priceCents) &&
    Array.isArray(value.installments) &&
    value.installments.every((count) => Number.isSafeInteger(count)) &&
    typeof value.name === 'string' &&
    typeof value.productType === 'string' &&
    Array.isArray(value.transportModes) &&
    (value.renewalInterval === null || typeof value.renewalInterval === 'string') &&
    typeof value.audience === 'string';
  return complete ? (value as TunnelProduct) : null;
}

function savedDocuments(value: unknown): Record<string, TunnelDocument> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, document]) =>
        isObject(document) &&
        isId(document.id) &&
        typeof document.status === 'string' &&
        typeof document.fileName === 'string' &&
        Number.isSafeInteger(document.size),
    ),
  ) as Record<string, TunnelDocument>;
}

function savedTexts<T extends Record<string, unknown>>(value: unknown, fallback: T): T {
  if (!isObject(value)) return fallback;
  const kept = Object.entries(value).filter(([key, text]) =>
    key === 'address' || key === 'awUserId' || key === 'collectSiteId' ? true : isText(text),
  );
  return { ...fallback, ...Object.fromEntries(kept) };
}

/**
 * A saved tunnel as far as it can be trusted: localStorage is the user's to edit, and a field of
 * the wrong type (a null personal, a product without price, a document without id) would break
 * the steps that read it. Each part that does not have its shape starts empty instead; what the
 * server must check (ids, amounts) it checks again anyway.
 */
export function sanitizeTunnel(saved: unknown): TunnelState {
  const empty = emptyTunnel();
  if (!isObject(saved)) return empty;
  const personal = savedTexts(saved.personal, empty.personal);
  const address = isObject(personal.address) ? savedTexts(personal.address, {}) : empty.personal.address;
  const delivery = savedTexts(saved.delivery, empty.delivery);
  const quantity =
    Number.isSafeInteger(saved.quantity) && (saved.quantity as number) >= 1 ? saved.quantity : 1;
  const consents = isObject(saved.consents) ? saved.consents : {};
  const alerts = saved.alerts;
  return {
    product: savedProduct(saved.product),
    photo: typeof saved.photo === 'string' && /^\d{1,10}$/.test(saved.photo) ? saved.photo : null,
    lastUpdated: typeof saved.lastUpdated === 'number' ? saved.lastUpdated : empty.lastUpdated,
    quantity: quantity as number,
    forSelf: typeof saved.forSelf === 'boolean' ? saved.forSelf : null,
    personal: { ...personal, address },
    delivery: {
      ...delivery,
      type: delivery.type === 'PICKUP' ? 'PICKUP' : 'SHIPPING',
      address: isObject(delivery.address)
        ? (savedTexts(delivery.address, {}) as TunnelDelivery['address'])
        : undefined,
      collectSiteId: isId(delivery.collectSiteId) ? delivery.collectSiteId : undefined,
    },
    documents: savedDocuments(saved.documents),
    requiredDocuments:
      Array.isArray(saved.requiredDocuments) &&
      saved.requiredDocuments.every((type) => typeof type === 'string')
        ? (saved.requiredDocuments as string[])
        : null,
    alerts:
      isObject(alerts) && typeof alerts.enabled === 'boolean' && Array.isArray(alerts.favoriteModes)
        ? (savedTexts(alerts, {}) as TunnelAlerts)
        : null,
    consents: {
      post: consents.post === true,
      sms: consents.sms === true,
      email: consents.email === true,
    },
    keptFor: typeof saved.keptFor === 'string' ? saved.keptFor : null,
  };
}

/** The current persist version: 2 gave the tunnel its order-flow fields (issue 10). */
export const TUNNEL_VERSION = 2;

/**
 * A tunnel saved by an older portal in today's shape. Version 0 wrote countries by name; before
 * version 2 nothing filled the product, the photo or the documents, so whatever they hold is not
 * trusted (a product without its price could not go to the cart): they start empty.
 */
export function migrateSavedTunnel(saved: unknown, version: number): TunnelState {
  const tunnel = sanitizeTunnel(saved);
  if (version >= TUNNEL_VERSION) return tunnel;
  return {
    ...tunnel,
    product: null,
    photo: null,
    documents: {},
    requiredDocuments: null,
    personal: { ...tunnel.personal, address: withCountryCode(tunnel.personal.address) },
    delivery: { ...tunnel.delivery, address: withCountryCode(tunnel.delivery.address) },
  };
}

export const tunnelStore = createStore<TunnelState>()(
  persist(() => emptyTunnel(0), {
    name: TUNNEL_STORAGE_KEY,
    storage: typeof window === 'undefined' ? undefined : expiringStorage<TunnelState>(),
    // Version 1: countries as ISO 3166-1 alpha-2 codes (docs/decisions/024-country-codes.md).
    // Version 2: the order flow's fields (product, documents, photo, forSelf, alerts, consents).
    version: TUNNEL_VERSION,
    migrate: (saved, version) => migrateSavedTunnel(saved, version),
    // What comes back from localStorage is checked part by part (sanitizeTunnel).
    merge: (saved) => sanitizeTunnel(saved),
  }),
);

/** Saves a change of the tunnel and dates it: the day of life counts from the last change (§4). */
export function updateTunnel(
  change: Partial<Omit<TunnelState, 'lastUpdated'>> | ((tunnel: TunnelState) => Partial<TunnelState>),
): void {
  tunnelStore.setState((tunnel) => ({
    ...(typeof change === 'function' ? change(tunnel) : change),
    lastUpdated: Date.now(),
  }));
}

export function resetTunnel(): void {
  tunnelStore.setState(emptyTunnel());
}
