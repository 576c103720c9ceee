/**
 * Pieces every route schema shares: the optional `locale`, the envelope around each answer, the
 * ko answers documented on every route, and the id fields that arrive as numbers in a JSON body
 * and as text in a query.
 */
import { LOCALES, MESSAGE_KEYS } from '@oceane/domain';
import { z } from 'zod';

export const localeField = z
  .enum(LOCALES)
  .optional()
  .describe('Language of the messages: fr (default) or en');

export const userTokenField = z
  .string()
  .min(1)
  .max(200)
  .describe('The session token answered by Account/login.json');

/** A positive integer id, given as a JSON number or as digits (a query, a lenient client). */
export const idField = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,10}$/, { error: MESSAGE_KEYS.invalidValue })
    .transform(Number),
]);

export const koEnvelopeSchema = z
  .object({
    status: z.literal('ko'),
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
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
