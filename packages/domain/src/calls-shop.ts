/** The calls of one area of the table (calls.ts): Products and shop (spec §7), and Actions/useCode. */
import type { Call } from './calls.js';

export const SHOP_CALLS = {} as const satisfies Record<string, Call>;
