/**
 * Row types of the tables of modules/catalog, their one owner (apps/api/README.md). The catalogue:
 * networks and their transport modes, products (prices in integer cents), agencies and their
 * opening hours.
 */
import type { Flag } from './columns.js';

export type NetworksTable = {
  id: number;
  name: string;
  city: string;
  status: string;
  created_at: string;
};

export type TransportModesTable = {
  network_id: number;
  code: string;
  name_fr: string;
  name_en: string;
  position: number;
};

export type ProductsTable = {
  id: number;
  network_id: number;
  code: string;
  shop_item_id: number;
  name_fr: string;
  name_en: string;
  product_type: string;
  /** JSON array of transport mode codes. */
  transport_modes: string;
  renewal_interval: string | null;
  /** JSON array of instalment counts offered, e.g. [1,4,10]. */
  installments: string;
  pivot_type: string | null;
  price_cents: number;
  audience: string;
  active: Flag;
};

/** A price scheduled from a day (decision 076): in force from `effective_from` until the next one. */
export type ProductPricesTable = {
  product_id: number;
  /** The network's day (YYYY-MM-DD) the price takes effect. */
  effective_from: string;
  price_cents: number;
  /** JSON list of instalment counts from that day; null: unchanged. */
  installments: string | null;
  /** The eligibility rule (packages/domain PRODUCT_AUDIENCES) from that day; null: unchanged. */
  audience: string | null;
  created_at: string;
  /** The e-mail of the supervisor who scheduled it. */
  created_by: string;
};

export type AgenciesTable = {
  id: number;
  network_id: number;
  name: string;
  address1: string;
  address2: string | null;
  zipcode: string;
  city: string;
  country: string;
  phone: string;
  email: string | null;
};

export type AgencyOpeningHoursTable = {
  agency_id: number;
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  weekday: number;
  opens: string;
  closes: string;
};

/** A host name a network's portal is served on (lower case, no port). */
export type NetworkDomainsTable = {
  domain: string;
  network_id: number;
};

/** A school of the network's towns, for the school year's orders. */
export type SchoolsTable = {
  id: number;
  network_id: number;
  name: string;
  city: string;
  /** PRIMARY, MIDDLE or HIGH (packages/domain SCHOOL_KINDS). */
  kind: string;
};
