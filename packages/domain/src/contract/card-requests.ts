/** The contract of the new-card request (calls-card-requests.ts, decision 067): card-request.ts's fields. */
import { requestCardFields, requestCardResponse } from '../card-request.js';
import { sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const CARD_REQUEST_CONTRACT = {
  requestCard: { request: sessionRequest(requestCardFields), response: requestCardResponse },
} as const satisfies AreaContract;
