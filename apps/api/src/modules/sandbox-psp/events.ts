/**
 * The events the sandbox notifies the merchant of, and their queueing in the outbox: each is
 * written in the same transaction as the outcome it reports, so no outcome goes unnotified.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { insertNotification } from './repo.js';

export type SandboxEventType =
  'payment.succeeded' | 'payment.failed' | 'charge.succeeded' | 'charge.failed' | 'refund.succeeded';

/** A saved card as the merchant may keep it: the token, never the number. */
export type SandboxCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/** The body of a notification (without its signatures), as payments' ProviderEvent reads it. */
export type SandboxEvent = {
  id: string;
  type: SandboxEventType;
  /** The session (`ps_…`), charge (`ch_…`) or, for a refund, the refunded payment. */
  paymentId: string;
  orderId: number;
  amountCents: number;
  /** card_declined, expired_card, authentication_failed, canceled, session_expired; null on success. */
  failureCode: string | null;
  /** The saved card: on a payment that saved it (saveCard or REGISTRATION), and on a charge. */
  card: SandboxCard | null;
  createdAt: string;
};

/** `<prefix>_` and 24 random URL-safe characters (144 bits). */
export function newId(prefix: 'ps' | 'tok' | 'ch' | 're' | 'evt'): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** The event goes to the outbox, for `targetUrl` (the merchant's notification URL). */
export async function queueEvent(db: Db, targetUrl: string, event: SandboxEvent): Promise<void> {
  await insertNotification(db, {
    event_id: event.id,
    payload: JSON.stringify(event),
    target_url: targetUrl,
    attempts: 0,
    next_attempt_at: event.createdAt,
    delivered_at: null,
    last_error: null,
    created_at: event.createdAt,
  });
}
