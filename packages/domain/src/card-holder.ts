/**
 * Rules of a transit card and its holder (spec §3, §5): the holder form of /cards/edit and of the
 * association and order flows, the association popup, and the duplicate request.
 */
import { z } from 'zod';
import { countrySchema, FRANCE } from './country.js';
import { HOLDER_GENDERS, SOCIO_PROFESSIONAL_CATEGORIES } from './enums.js';
import { whenFieldsValid } from './refinements.js';
import { MESSAGE_KEYS, holderNameSchema, mobileSchema, normalizePhone } from './validation.js';

export const CARD_KEYS = {
  cardNumberInvalid: 'validation.card.numberInvalid',
  birthdateInvalid: 'validation.birthdate.invalid',
  /** An associated card's birth date is the mobility centre's to change (decision 058). */
  birthdateLocked: 'validation.birthdate.locked',
  zipcodeInvalid: 'validation.zipcode.invalid',
  mobileInvalid: MESSAGE_KEYS.mobileInvalid,
  landlineInvalid: 'validation.landline.invalid',
  addressTooLong: 'validation.address.tooLong',
} as const;

/** The number printed at the bottom right of a card: 10 digits; spaces people type are removed. */
export const CARD_NUMBER_LENGTH = 10;

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const cardNumberSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .transform(normalizeCardNumber)
  .refine((value) => new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(value), {
    error: CARD_KEYS.cardNumberInvalid,
  });

/** A holder's birth date, YYYY-MM-DD, between 1900 and today. */
export const birthdateSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .refine((value) => isPlausibleBirthdate(value), { error: CARD_KEYS.birthdateInvalid });

/**
 * The association popup: card number, holder family name and birth date, terms (spec §5). The
 * birth date is not printed on the card: whoever finds a card cannot associate it with what they
 * read on it (docs/decisions/011-api-card-ownership-and-association.md).
 */
export const cardAssociationSchema = z.object({
  cardNumber: cardNumberSchema,
  holderName: holderNameSchema,
  holderBirthdate: birthdateSchema,
  acceptTerms: z.literal(true, { error: MESSAGE_KEYS.termsRequired }),
});
export type CardAssociation = z.infer<typeof cardAssociationSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: MESSAGE_KEYS.required })
    .trim()
    .min(1, { error: MESSAGE_KEYS.required })
    .max(max, { error: CARD_KEYS.addressTooLong });

/** A holder is born between 1900 and today; dates travel as YYYY-MM-DD. */
export function isPlausibleBirthdate(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

export const landlineSchema = z
  .string()
  .trim()
  .transform(normalizePhone)
  .refine((value) => value === '' || /^0[1-59]\d{8}$/.test(value), { error: CARD_KEYS.landlineInvalid });

export const cardHolderSchema = z
  .object({
    gender: z.enum(HOLDER_GENDERS, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue,
    }),
    name: holderNameSchema,
    firstname: holderNameSchema,
    birthdate: birthdateSchema,
    socioProfessionalCategory: z.enum(SOCIO_PROFESSIONAL_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined || issue.input === '' ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue,
    }),
    address1: requiredText(100),
    address2: z.string().trim().max(100, { error: CARD_KEYS.addressTooLong }).default(''),
    zipcode: requiredText(10),
    city: requiredText(80),
    country: countrySchema.default(FRANCE),
    mobile: mobileSchema,
    landline: landlineSchema.default(''),
  })
  .refine((holder) => holder.country !== FRANCE || /^\d{5}$/.test(holder.zipcode), {
    error: CARD_KEYS.zipcodeInvalid,
    path: ['zipcode'],
    // Shown with the other fields' errors, not one submission later.
    when: whenFieldsValid('zipcode', 'country'),
  });
export type CardHolder = z.infer<typeof cardHolderSchema>;
export type CardHolderInput = z.input<typeof cardHolderSchema>;

export const DUPLICATE_REASONS = ['LOST', 'STOLEN', 'DAMAGED'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicateRequestSchema = z.object({
  reason: z.enum(DUPLICATE_REASONS, { error: MESSAGE_KEYS.required }),
});
