/**
 * Where the hosted pages are, on the api's own origin: the sandbox calls' paths under /api (the
 * routes are at callUrl of the same calls), written once for the redirects and the forms.
 */
import { CALLS } from '@oceane/domain';

export const PAY_PAGE_PATH = `/api/${CALLS.sandboxPaymentPage.path}`;
export const CHALLENGE_PAGE_PATH = `/api/${CALLS.sandboxChallengePage.path}`;

/** The card form of a session. */
export function payPageUrl(sessionId: string): string {
  return `${PAY_PAGE_PATH}?session=${encodeURIComponent(sessionId)}`;
}

/** The 3-D Secure code's form of a session. */
export function challengePageUrl(sessionId: string): string {
  return `${CHALLENGE_PAGE_PATH}?session=${encodeURIComponent(sessionId)}`;
}
