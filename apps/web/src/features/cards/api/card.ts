/**
 * The card shape of docs/api-contract.md (Card), as the portal reads it: number, validity,
 * holder, photo and bookmark flags, pending sale, alerts, consents and contracts (passes).
 */
import {
  ALERT_DELIVERY_MODES,
  CONTRACT_STATUSES,
  HOLDER_GENDERS,
  SOCIO_PROFESSIONAL_CATEGORIES,
} from '@oceane/domain';
import { z } from 'zod';

const id = z.union([z.number(), z.string()]);
const optionalText = z.string().nullish();

export const contractSchema = z
  .object({
    id,
    productId: id.nullish(),
    shopItemId: id.nullish(),
    name: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    renewalInterval: z.string().nullish(),
  })
  .loose();
export type Contract = z.infer<typeof contractSchema>;

export const holderSchema = z
  .object({
    gender: z.enum(HOLDER_GENDERS).nullish(),
    name: z.string(),
    firstname: z.string(),
    birthdate: optionalText,
    socioProfessionalCategory: z.enum(SOCIO_PROFESSIONAL_CATEGORIES).nullish(),
    address1: optionalText,
    address2: optionalText,
    zipcode: optionalText,
    city: optionalText,
    country: optionalText,
    mobile: optionalText,
    landline: optionalText,
  })
  .loose();
export type Holder = z.infer<typeof holderSchema>;

export const alertsSchema = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  deliveryMode: z.enum(ALERT_DELIVERY_MODES),
  favoriteModes: z.array(z.string()).default([]),
  favoriteLines: z.array(z.string()).default([]),
});
export type Alerts = z.infer<typeof alertsSchema>;

const consentsSchema = z.object({ post: z.boolean(), sms: z.boolean(), email: z.boolean() });

export const cardSchema = z
  .object({
    id,
    number: z.string(),
    validityEnd: z.string().nullish(),
    expired: z.boolean().default(false),
    reloadingName: z.string().nullish(),
    bookmarked: z.boolean().default(false),
    hasPhoto: z.boolean().default(false),
    pendingSale: z.boolean().default(false),
    holder: holderSchema,
    alerts: alertsSchema.nullish(),
    consents: consentsSchema.default({ post: false, sms: false, email: false }),
    contracts: z.array(contractSchema).default([]),
  })
  .loose();
export type Card = z.infer<typeof cardSchema>;

/** The answer of every call that changes a card. */
export const cardAnswerSchema = z.object({ card: cardSchema });

/** The holder as the card shows them: first name then family name. */
export function holderName(card: Pick<Card, 'holder'>): string {
  return [card.holder.firstname, card.holder.name].filter(Boolean).join(' ');
}

export const sameCard = (card: Pick<Card, 'id'>, cardId: string | number) =>
  String(card.id) === String(cardId);
