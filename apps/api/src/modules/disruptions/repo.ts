/** The disruptions and the alert each card was sent for one (decision 053). */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { DisruptionAlertsTable, DisruptionsTable } from '../../db/tables/disruptions.js';

export async function insertDisruption(db: Db, row: Insertable<DisruptionsTable>): Promise<number> {
  const inserted = await db.insertInto('disruptions').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

const DISRUPTION_COLUMNS = [
  'disruptions.id',
  'disruptions.network_id',
  'disruptions.lines',
  'disruptions.modes',
  'disruptions.title_fr',
  'disruptions.title_en',
  'disruptions.text_fr',
  'disruptions.text_en',
  'disruptions.starts_at',
  'disruptions.ends_at',
  'disruptions.published_by',
  'disruptions.published_at',
] as const;

/** The network's disruptions, newest first, each with how many alerts it sent. */
export function listDisruptionRows(db: Db, networkId: number, limit: number, id?: number) {
  let query = db
    .selectFrom('disruptions')
    .leftJoin('disruption_alerts', 'disruption_alerts.disruption_id', 'disruptions.id')
    .select(DISRUPTION_COLUMNS)
    .select((eb) => eb.fn.count<number | string>('disruption_alerts.id').as('alerts_sent'))
    .where('disruptions.network_id', '=', networkId)
    .groupBy(DISRUPTION_COLUMNS)
    .orderBy('disruptions.id', 'desc')
    .limit(limit);
  if (id !== undefined) query = query.where('disruptions.id', '=', id);
  return query.execute();
}
export type DisruptionRow = Awaited<ReturnType<typeof listDisruptionRows>>[number];

/**
 * The same disruption published since `after` (a double submission, a replayed call): every field
 * an agent types is equal.
 */
export async function findSamePublished(
  db: Db,
  row: Pick<
    DisruptionsTable,
    | 'network_id'
    | 'lines'
    | 'modes'
    | 'title_fr'
    | 'title_en'
    | 'text_fr'
    | 'text_en'
    | 'starts_at'
    | 'ends_at'
  >,
  after: string,
): Promise<number | undefined> {
  const found = await db
    .selectFrom('disruptions')
    .select('id')
    .where('network_id', '=', row.network_id)
    .where('lines', '=', row.lines)
    .where('modes', '=', row.modes)
    .where('title_fr', '=', row.title_fr)
    .where('title_en', '=', row.title_en)
    .where('text_fr', '=', row.text_fr)
    .where('text_en', '=', row.text_en)
    .where('starts_at', '=', row.starts_at)
    .where('ends_at', '=', row.ends_at)
    .where('published_at', '>', after)
    .orderBy('id')
    .executeTakeFirst();
  return found?.id;
}

/** The disruptions no job has gone through yet that have not ended. */
export function listUndispatched(db: Db, now: string) {
  return db
    .selectFrom('disruptions')
    .select(DISRUPTION_COLUMNS)
    .where('dispatched_at', 'is', null)
    .where('ends_at', '>', now)
    .orderBy('id')
    .execute();
}

/** Every card of it told: later runs skip it. */
export async function markDispatched(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('disruptions')
    .set({ dispatched_at: at })
    .where('id', '=', id)
    .where('dispatched_at', 'is', null)
    .execute();
}

/**
 * The claim: the row for (disruption, card) is written once, whoever writes it first. Answers
 * whether this caller wrote it (and so sends the alert, in the same transaction). On PostgreSQL a
 * second job's insert waits for the first's transaction and then finds the row.
 */
export async function claimAlert(db: Db, row: Insertable<DisruptionAlertsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('disruption_alerts')
    .values(row)
    .onConflict((conflict) => conflict.columns(['disruption_id', 'media_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function listAlertsOfAccounts(db: Db, accountIds: number[]) {
  return db
    .selectFrom('disruption_alerts')
    .innerJoin('disruptions', 'disruptions.id', 'disruption_alerts.disruption_id')
    .select([
      'disruption_alerts.account_id as userId',
      'disruption_alerts.media_id as mediaId',
      'disruption_alerts.channel',
      'disruption_alerts.address',
      'disruption_alerts.sent_at as sentAt',
      'disruptions.title_fr as titleFr',
      'disruptions.title_en as titleEn',
    ])
    .where('disruption_alerts.account_id', 'in', accountIds)
    .orderBy('disruption_alerts.id')
    .execute();
}

/** The erasure: the alerts' addresses are deleted with them (the disruption itself names nobody). */
export async function deleteAlertsOfAccounts(db: Db, accountIds: number[]): Promise<void> {
  await db.deleteFrom('disruption_alerts').where('account_id', 'in', accountIds).execute();
}
