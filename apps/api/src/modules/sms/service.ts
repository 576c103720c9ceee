/**
 * Text messages (decision 053). Like mail, every SMS is kept in an outbox table first, inside the
 * caller's transaction; an `SmsTransport` (a provider's adapter) then sends what is unsent. There
 * is no provider yet: without one the messages stay in the outbox, where the dev mailbox shows
 * them. Owns the `sms_outbox` table.
 */
import type { Db } from '../../db/index.js';
import { isoNow } from '../../lib/time.js';
import {
  claimOutboxSms,
  deleteOutboxSmsTo,
  insertOutboxSms,
  listOutboxSms,
  listUnsentOutboxSms,
  releaseOutboxSms,
} from './repo.js';

/** What an SMS provider's adapter implements: one message to one number, or a throw. */
export type SmsTransport = {
  send(message: { to: string; text: string }): Promise<void>;
};

/** An SMS longer than this is cut by the sender: about three concatenated GSM messages. */
export const SMS_MAX_LENGTH = 459;

/** Keeps the SMS in the outbox, unsent, in the transaction given. Answers its id. */
export function queueSms(db: Db, sms: { kind: string; to: string; text: string }): Promise<number> {
  const text = sms.text.length > SMS_MAX_LENGTH ? `${sms.text.slice(0, SMS_MAX_LENGTH - 1)}…` : sms.text;
  return insertOutboxSms(db, {
    kind: sms.kind,
    to_number: sms.to,
    text_body: text,
    created_at: isoNow(),
    sent_at: null,
  });
}

/**
 * Hands the unsent SMS to the transport, each once: claimed first (its sent_at written), given back
 * when the transport throws, for the next round. Without a transport nothing leaves the outbox.
 * Answers how many were sent.
 */
export async function sendQueuedSms(
  db: Db,
  transport: SmsTransport | null,
  onError: (error: unknown, id: number) => void = () => {},
): Promise<number> {
  if (!transport) return 0;
  let sent = 0;
  for (const sms of await listUnsentOutboxSms(db, 50)) {
    const claimedAt = isoNow();
    if (!(await claimOutboxSms(db, sms.id, claimedAt))) continue;
    try {
      await transport.send({ to: sms.to_number, text: sms.text_body });
      sent += 1;
    } catch (error) {
      await releaseOutboxSms(db, sms.id, claimedAt);
      onError(error, sms.id);
    }
  }
  return sent;
}

/** The SMS outbox, newest first (every number when `to` is null): what the dev mailbox shows. */
export function listSmsOutbox(db: Db, to: string | null, limit: number) {
  return listOutboxSms(db, to, limit);
}

/** The erasure: the messages sent to these numbers (the account's alert numbers). */
export function eraseSmsTo(db: Db, numbers: string[]): Promise<void> {
  return deleteOutboxSmsTo(db, numbers);
}
