/**
 * The new-card request (spec §2 "Card request form", §3 Tunnel, Delivery, Shipping choice; issue
 * 10): what the end of the six-step flow sends to Media/requestCard.json, and what the api answers:
 * the request, awaiting payment, and the cart items that pay it (type CARD_CREATION).
 * docs/decisions/041-new-card-request.md says why the request comes before the cart.
 */
import { z } from 'zod';
import { alertPreferencesSchema, consentsSchema } from './card-alerts.js';
import { CARD_KEYS, cardHolderSchema } from './card-holder.js';
import { countrySchema, FRANCE } from './country.js';
import { SOCIO_PROFESSIONAL_CATEGORIES } from './enums.js';
import { MAX_ITEM_QUANTITY } from './orders.js';
import { whenFieldsValid } from './refinements.js';
import { MESSAGE_KEYS, emailSchema, holderNameSchema } from './validation.js';

/** An id as the tunnel keeps it: a number, or its digits (the tunnel stores the photo's as text). */
const wireId = z.union([
  z.number().int().positive().max(2_147_483_647),
  z
    .string()
    .regex(/^\d{1,10}$/, { error: MESSAGE_KEYS.invalidValue })
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647, { error: MESSAGE_KEYS.invalidValue })),
]);

const text = (max: number) =>
  z.string({ error: MESSAGE_KEYS.required }).trim().min(1, { error: MESSAGE_KEYS.required }).max(max);

/**
 * The new card's holder: the card holder of /cards/edit (mobile required, spec §5), with the
 * category optional (the tunnel's personal data has none; without it only the fares for everyone
 * and the under-26 fare by age apply) and an optional e-mail.
 */
export const requestedHolderSchema = z
  .strictObject({
    ...cardHolderSchema.shape,
    socioProfessionalCategory: z.enum(SOCIO_PROFESSIONAL_CATEGORIES).optional(),
    email: emailSchema.optional(),
  })
  // cardHolderSchema's rule, which a copied shape does not carry: a French zip code is 5 digits.
  .refine((holder) => holder.country !== FRANCE || /^\d{5}$/.test(holder.zipcode), {
    error: CARD_KEYS.zipcodeInvalid,
    path: ['zipcode'],
    when: whenFieldsValid('zipcode', 'country'),
  });
export type RequestedHolder = z.infer<typeof requestedHolderSchema>;

/** Spec §3 Address of a shipping choice; the country an ISO code, France by default. */
export const shippingAddressSchema = z.strictObject({
  line1: text(100),
  line2: z.string().trim().max(100).optional(),
  postalCode: text(10),
  city: text(80),
  country: countrySchema.default(FRANCE),
});

/** Spec §3 Shipping choice: at home, or pickup at one agency of the network (Networks/collectSites). */
export const cardDeliverySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('SHIPPING'),
    firstname: holderNameSchema,
    lastname: holderNameSchema,
    address: shippingAddressSchema,
  }),
  z.strictObject({ type: z.literal('PICKUP'), collectSiteId: wireId }),
]);
export type CardDelivery = z.infer<typeof cardDeliverySchema>;

/** Media/requestCard.json's body (userToken and locale are the api's own fields). */
export const requestCardFields = {
  shopItemId: wireId,
  quantity: z.number().int().min(1).max(MAX_ITEM_QUANTITY),
  /** The account holder orders for themself (true) or for another passenger of the household. */
  forSelf: z.boolean(),
  holder: requestedHolderSchema,
  delivery: cardDeliverySchema,
  /** The caller's PHOTO document (Media/uploadDocument.json). */
  photoDocumentId: wireId,
  /** Spec §5: the consent to keep the digital photo is required. */
  photoConsent: z.literal(true, { error: MESSAGE_KEYS.required }),
  alerts: alertPreferencesSchema.nullable().describe('null: no traffic alerts'),
  consents: consentsSchema,
};
export const requestCardSchema = z.strictObject(requestCardFields);
export type RequestCardInput = z.input<typeof requestCardSchema>;

/** AWAITING_REVIEW: paid, its card made once every proof is accepted (decision 072). */
export const CARD_REQUEST_STATUSES = ['AWAITING_PAYMENT', 'AWAITING_REVIEW', 'PAID', 'CANCELLED'] as const;
export type CardRequestStatus = (typeof CARD_REQUEST_STATUSES)[number];

export const cardRequestViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(CARD_REQUEST_STATUSES),
  holderName: z.string().describe('First name then family name'),
  productId: z.number().int(),
  feeProductId: z.number().int(),
  quantity: z.number().int(),
  deliveryType: z.enum(['SHIPPING', 'PICKUP']),
  /** The card issued once the request is paid. */
  mediaId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CardRequestView = z.infer<typeof cardRequestViewSchema>;

/** A cart item the portal adds for the request (spec §3 Cart item; type CARD_CREATION). */
export const cardRequestCartItemSchema = z.object({
  type: z.literal('CARD_CREATION'),
  cardRequestId: z.number().int(),
  shopItemId: z.number().int(),
  shopItemPromoPrice: z.string().describe('Euros with two decimals, e.g. "49.00"'),
  installments: z.array(z.number().int()),
  ubiProductId: z.number().int(),
  quantity: z.number().int(),
  name: z.string().describe('In the caller’s language'),
});
export type CardRequestCartItem = z.infer<typeof cardRequestCartItemSchema>;

export const requestCardResponse = z.object({
  cardRequest: cardRequestViewSchema,
  /** The chosen product, then the card creation fee. */
  cartItems: z.array(cardRequestCartItemSchema),
});
export type RequestCardResponse = z.infer<typeof requestCardResponse>;
