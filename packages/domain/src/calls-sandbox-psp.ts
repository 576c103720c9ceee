/** The calls of one area of the table (calls.ts): The sandbox payment provider's hosted pages (our addition): a browser's form posts, as a real provider serves them. */
import type { Call } from './calls.js';

export const SANDBOX_PSP_CALLS = {
  sandboxPaymentPage: { method: 'GET', path: 'sandbox-psp/pay', access: 'unsigned', page: true },
  sandboxPaymentSubmit: { method: 'POST', path: 'sandbox-psp/pay', access: 'unsigned', page: true },
  sandboxChallengePage: { method: 'GET', path: 'sandbox-psp/challenge', access: 'unsigned', page: true },
  sandboxChallengeSubmit: { method: 'POST', path: 'sandbox-psp/challenge', access: 'unsigned', page: true },
} as const satisfies Record<string, Call>;
