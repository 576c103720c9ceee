/**
 * Row types of the tables of modules/sms, their one owner (apps/api/README.md). The SMS outbox:
 * every text message the portal sends, kept (and shown by the dev mailbox) while no provider is set.
 */
import type { Generated } from 'kysely';

export type SmsOutboxTable = {
  id: Generated<number>;
  kind: string;
  /** A French mobile number as the card's alerts keep it (06… or 07…). */
  to_number: string;
  text_body: string;
  created_at: string;
  sent_at: string | null;
};

export type SmsDatabase = { sms_outbox: SmsOutboxTable };
