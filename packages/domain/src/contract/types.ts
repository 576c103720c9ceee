/** The shape of one call's contract (decision 067): its request and its response. */
import type { z } from 'zod';

/** The response of a call whose success is bytes (`bytes: true` in the table), not the envelope. */
export const BYTES = 'bytes' as const;

export type CallContract = {
  /** The body (or the query of a GET), strict. */
  request: z.ZodObject;
  /** What the envelope's `response` holds, or BYTES. */
  response: z.ZodType | typeof BYTES;
};

export type AreaContract = Record<string, CallContract>;
