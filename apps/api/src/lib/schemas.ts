/**
 * Pieces every route schema shares: the optional `locale`, the envelope around each answer, the
 * ko answers documented on every route, and the id fields that arrive as numbers in a JSON body
 * and as text in a query.
 */
import { z } from 'zod';

// Written once in the contract of packages/domain (decision 067); re-exported for the modules
// whose routes are not built from it yet.
export { idField, localeField, MAX_ID, userTokenField } from '@oceane/domain';

export const koEnvelopeSchema = z
  .object({
    status: z.literal('ko'),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      details: z
        .record(z.string(), z.union([z.string(), z.number()]))
        .optional()
        .describe('Figures the message depends on: {remainingAttempts, lockMinutes} beside a wrong card'),
      item: z
        .object({
          index: z.number().int(),
          type: z.string(),
          shopItemId: z.number().int(),
        })
        .optional()
        .describe('The cart item a refusal concerns: its place in the request’s items, and what it is'),
      values: z
        .record(z.string(), z.string())
        .optional()
        .describe('What the message names, as data: CARD_ALREADY_COVERED’s coveredUntil (YYYY-MM-DD)'),
      requestId: z
        .string()
        .optional()
        .describe(
          'The request’s id (also its X-Request-Id header), for the passenger to quote to the mobility centre',
        ),
    }),
  })
  .describe('A failure: a code of the catalogue and its message in the caller’s language');

export function okEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ status: z.literal('ok'), response });
}

/** The response schemas of a route: its answer, and the ko envelope for any failure. */
export function responses<T extends z.ZodType>(response: T) {
  return { 200: okEnvelope(response), '4xx': koEnvelopeSchema, '5xx': koEnvelopeSchema } as const;
}

export const emptyObject = z.object({});
