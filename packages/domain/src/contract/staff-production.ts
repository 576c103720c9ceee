/**
 * The contract of card production (calls-staff-production.ts, decision 074): the made cards
 * waiting at each step, oldest first, the batch of card sheets, and each step after it.
 */
import { z } from 'zod';
import { DELIVERY_TYPES, PRODUCTION_STEPS, TRACKING_REFERENCE_PATTERN } from '../production.js';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

/** How many cards one batch of sheets prints at most (8 per A4 sheet). */
export const PRINT_BATCH_LIMIT = 48;

export const productionItemSchema = z.object({
  mediaId: z.number().int(),
  cardNumber: z.string(),
  holderName: z.string().describe('First name and name, as printed'),
  accountId: z.number().int(),
  orderId: z.number().int(),
  orderReference: z.string(),
  kind: z.enum(['NEW_CARD', 'DUPLICATE']),
  step: z.enum(PRODUCTION_STEPS),
  delivery: z.enum(DELIVERY_TYPES),
  paidAt: z.string().describe('When the order was paid, ISO 8601'),
  stepAt: z.string().describe('When the card reached its step'),
  trackingReference: z.string().nullable(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

/** The steps the queue lists (a card handed over, or shipped, is done). */
export const QUEUE_STEPS = ['NUMBERED', 'PRINTED', 'READY_FOR_PICKUP'] as const;

const stepResponse = z.object({ item: productionItemSchema });

export const STAFF_PRODUCTION_CONTRACT = {
  productionQueue: {
    request: sessionRequest({
      step: z.enum(QUEUE_STEPS).optional().describe('Only the cards at this step'),
    }),
    response: z.object({ items: z.array(productionItemSchema).describe('Oldest payment first') }),
  },
  printCardSheets: {
    request: sessionRequest({
      mediaIds: z.array(idField).min(1).max(PRINT_BATCH_LIMIT).describe('The cards to print, each NUMBERED'),
    }),
    response: BYTES,
  },
  markCardShipped: {
    request: sessionRequest({
      mediaId: idField,
      trackingReference: z
        .string()
        .trim()
        .regex(TRACKING_REFERENCE_PATTERN, { error: MESSAGE_KEYS.invalidValue })
        .describe('The carrier’s tracking reference, as typed'),
    }),
    response: stepResponse,
  },
  markCardReadyForPickup: { request: sessionRequest({ mediaId: idField }), response: stepResponse },
  markCardHandedOver: { request: sessionRequest({ mediaId: idField }), response: stepResponse },
} as const satisfies AreaContract;
