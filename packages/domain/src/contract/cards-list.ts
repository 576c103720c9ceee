/**
 * What /cards itself calls, in a file of its own: the account's cards (Account/getCards.json, read
 * first, lib/account-cards.ts of the portal), the bookmarks and unregistering. /cards is the page a
 * passenger opens most, and an area file builds all its entries once one is used (decision 071):
 * importing these alone keeps the holder's rules and the list of countries off that page. Spread
 * into the cards' area (cards.ts).
 */
import { z } from 'zod';
import { MEDIA_METHODS, cardResponse, cardSchema } from '../card.js';
import { idField, sessionRequest } from './request.js';
import type { CallContract } from './types.js';

export const getCardsContract = {
  request: sessionRequest({
    network_id: idField.optional(),
    methods: z
      .union([z.enum(MEDIA_METHODS), z.array(z.enum(MEDIA_METHODS)).min(1).max(10)])
      .optional()
      .describe(
        'The kinds of media answered, CARD by default and the only one this api issues (decision 064)',
      ),
  }),
  response: z.object({ CARDS: z.array(cardSchema).describe('Bookmarked first') }),
} as const satisfies CallContract;

const userIdField = idField.nullish().describe('The caller’s userId; another one answers 403');

const bookmark = {
  request: sessionRequest({ userId: userIdField, cardId: idField }),
  response: cardResponse,
} as const satisfies CallContract;

/** The calls of the /cards page, spread into CARDS_CONTRACT. */
export const CARDS_LIST_CONTRACT = {
  getCards: getCardsContract,
  setCardBookmark: bookmark,
  removeCardBookmark: bookmark,
  unregisterCard: { request: sessionRequest({ cardId: idField }), response: z.object({}) },
  unregisterMedia: {
    request: sessionRequest({ userId: userIdField, mediaId: idField }),
    response: z.object({}),
  },
} as const;
