/** The calls of one area of the table (calls.ts): Networks/* beyond getNetworks, and Terms/* (spec §7, issue 10). */
import type { Call } from './calls.js';

export const NETWORK_CALLS = {} as const satisfies Record<string, Call>;
