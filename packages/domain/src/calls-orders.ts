/** The calls of one area of the table (calls.ts): Orders and Payment (spec §7; docs/decisions/025-checkout-and-payment.md). */
import type { Call } from './calls.js';

export const ORDER_CALLS = {} as const satisfies Record<string, Call>;
