/** The calls of one area of the table (calls.ts): Media/requestCard.json, the new-card request (issue 10). */
import type { Call } from './calls.js';

export const CARD_REQUEST_CALLS = {
  /**
   * The end of the order flow: a card request awaiting payment (card-request.ts), and the cart
   * items (type CARD_CREATION) that pay it. The photo document must be the caller's.
   */
  requestCard: {
    method: 'POST',
    path: 'Media/requestCard.json',
    access: 'session',
    ownedIds: ['photoDocumentId'],
  },
} as const satisfies Record<string, Call>;
