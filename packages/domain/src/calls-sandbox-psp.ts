/** The calls of one area of the table (calls.ts): The sandbox payment provider's hosted pages (our addition): a browser's form posts, as a real provider serves them. */
import type { Call } from './calls.js';

export const SANDBOX_PSP_CALLS = {} as const satisfies Record<string, Call>;
