/**
 * The calls of one area of the table (calls.ts): the account's saved payment cards and bike
 * reservations (issue 11, decision 046). Our additions: spec §7 names no call for either.
 */
import type { Call } from './calls.js';

export const ACCOUNT_WALLET_CALLS = {
  /** The saved cards, masked, each with the schedules that still charge it. */
  getPaymentCards: { method: 'GET', path: 'Account/getPaymentCards.json', access: 'session' },
  /** Deletes a saved card; the schedules it carries move to `replacementCardId` in the same transaction. */
  deletePaymentCard: {
    method: 'POST',
    path: 'Account/deletePaymentCard.json',
    access: 'session',
    ownedIds: ['paymentCardId', 'replacementCardId'],
  },
  /**
   * A card's bike trips, opened by the card's pin. POST: the pin stays out of URLs and logs. No
   * call names a reservation: the card is the owned id.
   */
  getBikeReservations: {
    method: 'POST',
    path: 'Account/getBikeReservations.json',
    access: 'session',
    ownedIds: ['mediaId'],
  },
  /**
   * Sets or changes a card's bike pin (decision 052): proven by the account's password, or by the
   * card's current pin; wrong proofs count with the wrong pins of getBikeReservations.
   */
  setBikePin: {
    method: 'POST',
    path: 'Account/setBikePin.json',
    access: 'session',
    ownedIds: ['mediaId'],
  },
  /**
   * Opens the provider's hosted page to add a card without buying (decision 052); the card is
   * saved from the provider's signed notification only.
   */
  startCardRegistration: {
    method: 'POST',
    path: 'Account/startCardRegistration.json',
    access: 'session',
  },
  /**
   * Where the caller's registration stands (the return page, whose URL carries its id); another
   * account's answers as a missing one.
   */
  getCardRegistration: {
    method: 'POST',
    path: 'Account/getCardRegistration.json',
    access: 'session',
    ownedIds: ['registrationId'],
  },
} as const satisfies Record<string, Call>;
