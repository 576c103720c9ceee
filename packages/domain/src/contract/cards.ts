/**
 * The contract of the cards area (calls.ts, "Cards"): the account's cards and media, the
 * bookmarks, unregistering, the holder and the alerts, the association (Account/registerMedia.json,
 * Account/searchLocalMediaForSignin), the holder photo (Media/uploadMedia.json, Media/photo) and
 * the duplicate request (decision 067). Rules come from card.ts, card-holder.ts and card-alerts.ts.
 */
import { z } from 'zod';
import { alertPreferencesSchema, consentsSchema } from '../card-alerts.js';
import {
  CARD_KEYS,
  DUPLICATE_REASONS,
  cardAssociationSchema,
  cardHolderSchema,
  cardNumberSchema,
  duplicateRequestSchema,
} from '../card-holder.js';
import { cardResponse, cardSchema } from '../card.js';
import { CARDS_LIST_CONTRACT } from './cards-list.js';
import { fileField, idField, publicRequest, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

export const getMediasResponse = z.object({
  medias: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      type: z.literal('CARD'),
      expired: z.boolean(),
      holderName: z.string(),
      holderFirstname: z.string(),
    }),
  ),
});

/** A duplicate request (lost, stolen, damaged card) awaiting payment of the catalogue's fee. */
export const duplicateRequestViewSchema = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  reason: z.enum(DUPLICATE_REASONS),
  status: z.enum(['AWAITING_PAYMENT', 'PAID', 'CANCELLED']),
  fee: z
    .object({
      productId: z.number().int(),
      shopItemId: z.number().int(),
      name: z.string(),
      price: z.string().describe('Euros with two decimals, e.g. "10.00"'),
      installments: z.array(z.number().int()),
    })
    .describe('The duplicate fee of the catalogue: the cart item the portal adds (type CARD_DUPLICATE)'),
});
export type DuplicateRequestView = z.infer<typeof duplicateRequestViewSchema>;

/** A form's "yes": the holder agrees (multipart text fields are strings). */
const photoConsentField = z.enum(['1', 'true', '', '0', 'false']).optional();

export const CARDS_CONTRACT = {
  ...CARDS_LIST_CONTRACT,
  getMedias: { request: sessionRequest({}), response: getMediasResponse },
  updateHolder: {
    request: sessionRequest({ mediaId: idField, holder: cardHolderSchema }),
    response: cardResponse,
  },
  updateAlerts: {
    request: sessionRequest({
      mediaId: idField,
      alerts: alertPreferencesSchema.nullable().describe('null: no traffic alerts'),
      consents: consentsSchema,
    }),
    response: cardResponse,
  },
  registerMedia: {
    request: sessionRequest({
      mediaNumber: cardNumberSchema.describe('The number at the bottom right of the card (10 digits)'),
      holderName: cardAssociationSchema.shape.holderName.describe('The holder’s family name'),
      holderBirthdate: cardAssociationSchema.shape.holderBirthdate.describe(
        'The holder’s birth date, YYYY-MM-DD; a wrong one answers as a wrong name',
      ),
      acceptTerms: cardAssociationSchema.shape.acceptTerms,
    }),
    response: z.object({ card: cardSchema }),
  },
  searchLocalMediaForSignin: {
    request: publicRequest({
      mediaNumber: cardNumberSchema,
      mediaCustomerBirthDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CARD_KEYS.birthdateInvalid })
        .describe('YYYY-MM-DD'),
      networkId: idField,
    }),
    response: z.object({
      found: z.boolean().describe('True only when the number and the holder’s birth date match'),
    }),
  },
  /** A multipart form: the text fields signed, `media` the file. */
  uploadMedia: {
    request: sessionRequest({
      user_id: idField.optional().describe('The caller’s userId; another one answers 403'),
      mediaId: idField,
      photoConsent: photoConsentField.describe(
        '1 (or true): the holder agrees that the digital photo is kept for duplicates; required',
      ),
      media: fileField('The photo: JPEG, PNG or WebP, 8 MB at most, 300 × 385 pixels at least'),
    }),
    response: cardResponse,
  },
  /** The holder photo, a JPEG. */
  photo: { request: sessionRequest({ mediaId: idField }), response: BYTES },
  requestDuplicate: {
    request: sessionRequest({ mediaId: idField, reason: duplicateRequestSchema.shape.reason }),
    response: z.object({ duplicateRequest: duplicateRequestViewSchema }),
  },
} as const satisfies AreaContract;
