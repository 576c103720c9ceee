/**
 * How a hosted-page session is decided (paid, refused, canceled, expired), once: the session is
 * closed only while OPEN, and the event that reports the outcome is queued in the same
 * transaction. Used by the hosted pages and by the merchant's state query (lazy expiry).
 */
import type { Db } from '../../db/index.js';
import { newId, queueEvent, type SandboxCard, type SandboxEvent } from './events.js';
import {
  closeSession,
  findCard,
  findNotification,
  findSession,
  type CardRow,
  type SessionRow,
} from './repo.js';
import { inTransaction } from './transaction.js';

export type Outcome =
  | { status: 'SUCCEEDED'; token: string }
  | { status: 'FAILED'; failureCode: string; token?: string | null }
  | { status: 'CANCELED' };

/** Thrown inside the transaction when another decision came first: it rolls back what was written. */
class AlreadyDecided extends Error {}

export function cardView(card: CardRow): SandboxCard {
  return {
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

/**
 * Closes the OPEN session with the outcome and queues its event; false when the session was no
 * longer open (a second submit, or the expiry, came first): nothing is written then.
 */
export async function decideSession(
  db: Db,
  session: SessionRow,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const eventId = newId('evt');
  try {
    await inTransaction(db, async (trx) => {
      const token = outcome.status === 'CANCELED' ? null : (outcome.token ?? null);
      const closed = await closeSession(trx, session.id, {
        status: outcome.status,
        failure_code:
          outcome.status === 'FAILED'
            ? outcome.failureCode
            : outcome.status === 'CANCELED'
              ? 'canceled'
              : null,
        card_token: token,
        event_id: eventId,
        at,
      });
      if (!closed) throw new AlreadyDecided();
      const card = token ? await findCard(trx, token) : undefined;
      const event: SandboxEvent = {
        id: eventId,
        type: outcome.status === 'SUCCEEDED' ? 'payment.succeeded' : 'payment.failed',
        paymentId: session.id,
        orderId: session.order_id,
        amountCents: session.amount_cents,
        failureCode:
          outcome.status === 'FAILED'
            ? outcome.failureCode
            : outcome.status === 'CANCELED'
              ? 'canceled'
              : null,
        card: outcome.status === 'SUCCEEDED' && card?.reusable === 1 ? cardView(card) : null,
        createdAt: at,
      };
      await queueEvent(trx, session.notification_url, event);
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyDecided) return false;
    throw error;
  }
}

export function isExpired(session: SessionRow, now: Date): boolean {
  return session.status === 'OPEN' && session.expires_at <= now.toISOString();
}

/**
 * The session as it stands now: an OPEN session past its 30 minutes is closed first, as FAILED
 * `session_expired` with its event (a real provider notifies an expired session too).
 */
export async function currentSession(db: Db, id: string, now: Date): Promise<SessionRow | undefined> {
  const session = await findSession(db, id);
  if (!session || !isExpired(session, now)) return session;
  await decideSession(db, session, { status: 'FAILED', failureCode: 'session_expired' }, now);
  return findSession(db, id);
}

/** The event that reported the session's outcome, as it was notified. */
export async function outcomeEvent(db: Db, session: SessionRow): Promise<SandboxEvent | null> {
  if (!session.event_id) return null;
  const row = await findNotification(db, session.event_id);
  return row ? (JSON.parse(row.payload) as SandboxEvent) : null;
}
