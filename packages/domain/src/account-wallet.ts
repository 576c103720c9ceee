/**
 * The wire shapes of the account's saved payment cards and bike reservations (issue 11, decision
 * 046): what /account/payment-cards and /account/reservations send and read.
 */
import { z } from 'zod';
import { MESSAGE_KEYS, PASSWORD_MAX_LENGTH } from './validation.js';

const id = z.number().int().positive().max(2_147_483_647);

/** The bike types of spec §3 "Bike reservation". */
export const BIKE_TYPES = ['MECHANICAL', 'ELECTRIC'] as const;
export type BikeType = (typeof BIKE_TYPES)[number];

/** A card's bike pin: four digits (spec §3 "chosen by card and pin code"). */
export const BIKE_PIN_PATTERN = /^\d{4}$/;
export const bikePinSchema = z.string().regex(BIKE_PIN_PATTERN, { error: MESSAGE_KEYS.invalidValue });

/** The texts of the pin rules (messages.ts words them). */
export const BIKE_PIN_KEYS = {
  trivial: 'validation.bikePin.trivial',
  mismatch: 'validation.bikePin.mismatch',
} as const;

/**
 * A pin anyone would try first (decision 052): one digit repeated (0000), a run up or down
 * (1234, 9876, 7890 wrapping), or a pair repeated (1212). 120 of the 10 000 pins: refusing them
 * costs nobody a real choice and removes the guesses a thief makes within the 5 tries allowed.
 */
export function isTrivialBikePin(pin: string): boolean {
  if (!BIKE_PIN_PATTERN.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => (digit - digits[index]! + 10) % 10);
  if (steps.every((step) => step === steps[0]) && [0, 1, 9].includes(steps[0]!)) return true;
  return pin.slice(0, 2) === pin.slice(2);
}

/** A new pin: four digits, not a trivial one. */
export const newBikePinSchema = bikePinSchema.refine((pin) => !isTrivialBikePin(pin), {
  error: BIKE_PIN_KEYS.trivial,
});

/** Wrong pins refused within the rate-limit window before the card (or account) is locked. */
export const BIKE_PIN_FAILURES_PER_CARD = 5;
export const BIKE_PIN_FAILURES_PER_ACCOUNT = 10;

/** A schedule that charges a saved card later: an order's instalments, or a post-payment card's months. */
export const paymentCardScheduleSchema = z.object({
  orderId: id,
  reference: z.string().nullable(),
  kind: z.enum(['INSTALMENTS', 'POST_PAYMENT']),
  /** The next due instalment (YYYY-MM-DD), null for a post-payment card billed monthly. */
  nextDueDate: z.string().nullable(),
  /** The last due instalment (YYYY-MM-DD), null for a post-payment card. */
  lastDueDate: z.string().nullable(),
  /** What remains to be charged on the instalments still due, in cents (0 for post-payment). */
  dueCents: z.number().int().min(0),
});
export type PaymentCardSchedule = z.infer<typeof paymentCardScheduleSchema>;

/** A saved card as the account sees it: never the number nor the provider's token. */
export const paymentCardViewSchema = z.object({
  id,
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  /** The last valid day (YYYY-MM-DD): the last day of the expiry month. */
  validThrough: z.string(),
  expired: z.boolean(),
  /** The card expires before an instalment still due on one of its schedules. */
  expiresBeforeDueInstalment: z.boolean(),
  schedules: z.array(paymentCardScheduleSchema),
});
export type PaymentCardView = z.infer<typeof paymentCardViewSchema>;

export const getPaymentCardsResponse = z.object({ paymentCards: z.array(paymentCardViewSchema) });

export const deletePaymentCardFields = {
  paymentCardId: id.describe('The saved card to delete'),
  replacementCardId: id
    .optional()
    .describe('Another saved card of the account that takes over the schedules still charging this one'),
};

export const deletePaymentCardResponse = z.object({
  deleted: id,
  /** The orders whose schedule moved to the replacement. */
  movedOrderIds: z.array(id),
});

export const bikeReservationSchema = z.object({
  id,
  /** ISO 8601 instants. */
  startedAt: z.string(),
  endedAt: z.string(),
  priceCents: z.number().int().min(0),
  bikeType: z.enum(BIKE_TYPES),
});
export type BikeReservation = z.infer<typeof bikeReservationSchema>;

export const getBikeReservationsFields = {
  mediaId: id.describe('One of the account’s transit cards'),
  pin: bikePinSchema.describe('The card’s four-digit bike pin'),
};

export const getBikeReservationsResponse = z.object({
  mediaId: id,
  /** Newest first. */
  reservations: z.array(bikeReservationSchema),
});

/**
 * Account/setBikePin.json (decision 052): a card's new pin, proven by the account's password (the
 * only proof when the card has no pin yet) or by the card's current pin; exactly one of the two.
 */
export const setBikePinFields = {
  mediaId: id.describe('One of the account’s transit cards'),
  newPin: newBikePinSchema.describe(
    'The new four-digit pin; 0000, 1234, 9876, 1212 and the like are refused',
  ),
  currentPin: bikePinSchema.optional().describe('The card’s current pin (when it has one), or else…'),
  password: z
    .string()
    .min(1, { error: MESSAGE_KEYS.required })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.passwordTooLong })
    .optional()
    .describe('…the account’s password, re-entered'),
};

/** Exactly one proof: the refinement the route applies to its body (said at the password field). */
export const hasOneBikePinProof = (body: {
  currentPin?: string | undefined;
  password?: string | undefined;
}) => (body.currentPin === undefined) !== (body.password === undefined);
export const oneBikePinProofIssue = { error: MESSAGE_KEYS.required, path: ['password'] };

export const setBikePinResponse = z.object({
  mediaId: id,
  /** When the pin was set (ISO 8601). */
  updatedAt: z.string(),
  /** A confirmation was mailed to the account's address (false for a guest, who has none). */
  mailed: z.boolean(),
});

/**
 * A payment card added without buying (decision 052): Account/startCardRegistration.json opens
 * the provider's hosted page (nothing charged); the return page reads Account/getCardRegistration.json.
 */
export const startCardRegistrationResponse = z.object({
  registrationId: id,
  /** The provider's hosted page, where the browser goes. */
  redirectUrl: z.string(),
});

/** Why a registration failed, as the provider said it (anything else is `other`). */
export const CARD_REGISTRATION_FAILURES = [
  'card_declined',
  'expired_card',
  'authentication_failed',
  'canceled',
  'session_expired',
  'other',
] as const;
export type CardRegistrationFailure = (typeof CARD_REGISTRATION_FAILURES)[number];

export const cardRegistrationResponse = z.object({
  registrationId: id,
  /** PENDING until the provider's signed notification arrives. */
  status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
  failure: z.enum(CARD_REGISTRATION_FAILURES).nullable(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int(),
    })
    .nullable(),
});
export type CardRegistration = z.infer<typeof cardRegistrationResponse>;
