/**
 * Row types of the tables of modules/card-requests, their one owner (apps/api/README.md). A new
 * card's request: what the order flow sent, kept until the paid order issues the card.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './columns.js';

export type CardRequestsTable = {
  id: Generated<number>;
  account_id: number;
  network_id: number;
  /** The product the new card carries, and the card creation fee, at their prices when asked. */
  product_id: number;
  fee_product_id: number;
  price_cents: number;
  fee_cents: number;
  quantity: number;
  /** The account holder orders for themself (1) or for another passenger (0). */
  for_self: Flag;
  holder_gender: string;
  holder_name: string;
  holder_firstname: string;
  holder_birthdate: string;
  holder_category: string | null;
  holder_address1: string;
  holder_address2: string | null;
  holder_zipcode: string;
  holder_city: string;
  holder_country: string;
  holder_mobile: string;
  holder_landline: string | null;
  holder_email: string | null;
  /** SHIPPING (the delivery_* address) or PICKUP (collect_site_id, an agency). */
  delivery_type: string;
  delivery_firstname: string | null;
  delivery_lastname: string | null;
  delivery_address1: string | null;
  delivery_address2: string | null;
  delivery_zipcode: string | null;
  delivery_city: string | null;
  delivery_country: string | null;
  collect_site_id: number | null;
  /** The caller's PHOTO document (documents module); its bytes are copied onto the issued card. */
  photo_document_id: number;
  photo_consent: Flag;
  consent_post: Flag;
  consent_sms: Flag;
  consent_email: Flag;
  alerts_email: string | null;
  alerts_phone: string | null;
  alerts_delivery_mode: string | null;
  alerts_favorite_modes: string | null;
  alerts_favorite_lines: string | null;
  /**
   * AWAITING_PAYMENT, then PAID (the card issued) or CANCELLED; paid while its proofs wait for the
   * mobility centre, AWAITING_REVIEW until the last is accepted (then PAID) or 30 days pass (then
   * CANCELLED and refunded, decision 072).
   */
  status: string;
  /** The card the paid request issued. */
  media_id: number | null;
  created_at: string;
  closed_at: string | null;
  /** When its order was paid (set when the request waits for review). */
  paid_at: ColumnType<string | null, string | null | undefined, string | null>;
};
