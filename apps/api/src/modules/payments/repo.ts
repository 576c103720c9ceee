/** The payments tables: saved cards (tokens, never numbers) and received provider events. */
import type { Db } from '../../db/index.js';
import type { PaymentCardsTable } from '../../db/tables/payments.js';

/** A card to save: its row but the id and the deletion. */
export type NewCard = Omit<PaymentCardsTable, 'id' | 'deleted_at'>;

/** Inserts the card unless its token is saved already (ON CONFLICT: safe inside a transaction). */
export async function insertCardOnce(db: Db, card: NewCard): Promise<void> {
  await db
    .insertInto('payment_cards')
    .values({ ...card, deleted_at: null })
    .onConflict((conflict) => conflict.column('token').doNothing())
    .execute();
}

export function findCardByToken(db: Db, token: string) {
  return db.selectFrom('payment_cards').selectAll().where('token', '=', token).executeTakeFirst();
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
