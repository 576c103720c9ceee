/**
 * The card as the api answers it (`Card` of docs/api-contract.md), shared by every call that
 * answers a card, and the contract (pass) shape that Subscriptions and the wallet answer too. The
 * api serialises with these schemas and the portal parses with them: one wire shape.
 */
import { ALERT_DELIVERY_MODES, CONTRACT_STATUSES, consentsSchema } from './card-alerts.js';
import {
  HOLDER_GENDERS,
  RENEWAL_INTERVALS,
  SOCIO_PROFESSIONAL_CATEGORIES,
  TRANSPORT_MODES,
  type RenewalInterval,
} from './enums.js';
import { PROOF_REVIEWS } from './fare-proofs.js';
import { z } from 'zod';

export const RENEWAL_INTERVAL_ENUM = Object.keys(RENEWAL_INTERVALS) as [
  RenewalInterval,
  ...RenewalInterval[],
];

/**
 * The kinds of media Account/getCards.json's `methods` filters on (spec §7 "methods (default
 * CARD)"): this product issues one, the network's contactless card; a paired device holds a
 * session and a school pass's sticker is printed from a contract, neither carries one (decision 064).
 */
export const MEDIA_METHODS = ['CARD'] as const;
export type MediaMethod = (typeof MEDIA_METHODS)[number];
export const DEFAULT_MEDIA_METHOD: MediaMethod = 'CARD';

export const contractSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  shopItemId: z.number().int(),
  name: z.string().describe('Product name in the caller’s language'),
  productType: z.string(),
  transportModes: z.array(z.enum(TRANSPORT_MODES)),
  validFrom: z.string().describe('First day, YYYY-MM-DD'),
  validTo: z.string().describe('Last day, YYYY-MM-DD'),
  status: z
    .enum(CONTRACT_STATUSES)
    .describe(
      'PENDING_VALIDATION: sold, waits for the card’s first validation (spec §4); SUSPENDED: a refused proof stopped a reduced fare (decision 058)',
    ),
  renewalInterval: z.enum(RENEWAL_INTERVAL_ENUM).nullable().describe('null: the contract does not renew'),
  proofReview: z
    .enum(PROOF_REVIEWS)
    .nullable()
    .default(null)
    .describe(
      'A reduced fare sold on proofs (decision 058): PENDING until the mobility centre reviews them, ACCEPTED, ' +
        'or REFUSED (the contract is SUSPENDED); null for a full fare',
    ),
  refundDueCents: z
    .number()
    .int()
    .nullable()
    .default(null)
    .describe('A SUSPENDED contract: its unused days at the price paid, refunded by the mobility centre'),
});
export type ContractView = z.infer<typeof contractSchema>;

export const holderViewSchema = z.object({
  gender: z.enum(HOLDER_GENDERS),
  name: z.string(),
  firstname: z.string(),
  birthdate: z.string().describe('YYYY-MM-DD'),
  socioProfessionalCategory: z.enum(SOCIO_PROFESSIONAL_CATEGORIES).nullable(),
  address1: z.string(),
  address2: z.string().describe('Empty when none'),
  zipcode: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2, FR by default'),
  mobile: z.string(),
  landline: z.string().describe('Empty when none'),
});

export const alertsViewSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  deliveryMode: z.enum(ALERT_DELIVERY_MODES),
  favoriteModes: z.array(z.enum(TRANSPORT_MODES)),
  favoriteLines: z.array(z.string()),
});
export type AlertsView = z.infer<typeof alertsViewSchema>;

export const cardSchema = z.object({
  id: z.number().int().describe('Also the passengerId of /cards/edit and /cards/duplicate'),
  number: z.string(),
  networkId: z.number().int(),
  validityEnd: z.string().describe('YYYY-MM-DD'),
  expired: z.boolean(),
  reloadingName: z.string().nullable(),
  bookmarked: z.boolean(),
  hasPhoto: z.boolean(),
  photoConsent: z.boolean(),
  pendingSale: z.boolean().describe('A contract waits for its first validation (spec §4)'),
  holder: holderViewSchema,
  alerts: alertsViewSchema.nullable().describe('null: no traffic alerts'),
  consents: consentsSchema.describe('Communication consents: post, SMS, e-mail'),
  contracts: z.array(contractSchema),
});
export type CardView = z.infer<typeof cardSchema>;

export const cardResponse = z.object({ card: cardSchema });

/** Account/getCards.json's answer: the account's cards, bookmarked first. */
export const cardsResponse = z.object({ CARDS: z.array(cardSchema) });
