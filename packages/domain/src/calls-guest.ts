/** The calls of one area of the table (calls.ts): the guest reload of a card (decision 054). */
import type { Call } from './calls.js';

export const GUEST_CALLS = {
  /**
   * No session yet: the card's number, holder family name and birth date open a guest session to
   * which the card is lent until it ends. Failures are rate limited per address and per card number.
   */
  openGuestReload: { method: 'POST', path: 'Account/openGuestReload.json', access: 'public' },
} as const satisfies Record<string, Call>;
