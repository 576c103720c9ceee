/**
 * The contract of the account's saved payment cards (calls-account-wallet.ts, decision 052): the
 * list, the deletion and a card added without buying; and the bike reservations of a card, opened
 * by its pin, and the pin's change (decision 052).
 */
import {
  cardRegistrationResponse,
  deletePaymentCardResponse,
  getBikeReservationsFields,
  getBikeReservationsResponse,
  getPaymentCardsResponse,
  hasOneBikePinProof,
  oneBikePinProofIssue,
  setBikePinFields,
  setBikePinResponse,
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
  getBikeReservations: {
    request: sessionRequest({
      ...getBikeReservationsFields,
      mediaId: idField.describe('One of the account’s transit cards'),
    }),
    response: getBikeReservationsResponse,
  },
  setBikePin: {
    request: sessionRequest({
      ...setBikePinFields,
      mediaId: idField.describe('One of the account’s transit cards'),
    }).refine(hasOneBikePinProof, oneBikePinProofIssue),
    response: setBikePinResponse,
  },
} as const satisfies AreaContract;
