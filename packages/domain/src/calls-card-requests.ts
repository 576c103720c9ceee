/** The calls of one area of the table (calls.ts): Media/requestCard.json, the new-card request (issue 10). */
import type { Call } from './calls.js';

export const CARD_REQUEST_CALLS = {} as const satisfies Record<string, Call>;
