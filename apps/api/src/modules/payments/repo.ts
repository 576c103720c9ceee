/** The payments tables: saved cards (tokens, never numbers) and received provider events. */
import type { Db } from '../../db/index.js';
import type { PaymentCardsTable } from '../../db/tables/payments.js';

/** A card to save: its row but the id and the deletion. */
export type NewCard = Omit<PaymentCardsTable, 'id' | 'deleted_at'>;

/**
 * Inserts the card unless the account saved its token already (ON CONFLICT: safe inside a
 * transaction). Another account's row of the same token is left alone: each has its own.
 */
export async function insertCardOnce(db: Db, card: NewCard): Promise<void> {
  await db
    .insertInto('payment_cards')
    .values({ ...card, deleted_at: null })
    .onConflict((conflict) => conflict.columns(['account_id', 'token']).doNothing())
    .execute();
}

/** The account's row of that token, deleted or not. */
export function findAccountCardByToken(db: Db, accountId: number, token: string) {
  return db
    .selectFrom('payment_cards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('token', '=', token)
    .executeTakeFirst();
}

export function findCardById(db: Db, id: number) {
  return db
    .selectFrom('payment_cards')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Records the event unless its id is recorded already; true when this call recorded it. */
export async function insertEventOnce(
  db: Db,
  event: { event_id: string; type: string; payload: string; received_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The account's saved cards not deleted, oldest first. */
export function findAccountCards(db: Db, accountId: number) {
  return db
    .selectFrom('payment_cards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks the card deleted, once: 1 when this call deleted it. */
export async function markCardDeleted(db: Db, accountId: number, id: number, at: string): Promise<number> {
  const result = await db
    .updateTable('payment_cards')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Takes the account's live card for the rest of the transaction (a write that changes nothing,
 * so PostgreSQL locks the row; SQLite's writer lock covers it): 1 when it is the account's and not
 * deleted, re-checked after any wait, so two deletions at once see each other's.
 */
export async function holdLiveCard(db: Db, accountId: number, id: number): Promise<number> {
  const result = await db
    .updateTable('payment_cards')
    .set({ deleted_at: null })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
