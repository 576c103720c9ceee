/**
 * The contract of the account's saved payment cards (calls-account-wallet.ts, decision 052): the
 * list, the deletion and a card added without buying. The bike reservations of the same area are
 * not written here yet (decision 067: area by area).
 */
import {
  cardRegistrationResponse,
  deletePaymentCardResponse,
  getPaymentCardsResponse,
  startCardRegistrationResponse,
} from '../account-wallet.js';
import { idField, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const ACCOUNT_WALLET_CONTRACT = {
  getPaymentCards: { request: sessionRequest({}), response: getPaymentCardsResponse },
  deletePaymentCard: {
    request: sessionRequest({
      paymentCardId: idField.describe('The saved card to delete'),
      replacementCardId: idField
        .optional()
        .describe('Another saved card of the account that takes over the schedules still charging this one'),
    }),
    response: deletePaymentCardResponse,
  },
  startCardRegistration: { request: sessionRequest({}), response: startCardRegistrationResponse },
  getCardRegistration: {
    request: sessionRequest({
      registrationId: idField.describe('One of the caller’s card registrations (the return URL’s)'),
    }),
    response: cardRegistrationResponse,
  },
} as const satisfies AreaContract;
