/** The sessions table, behind `userToken`. */
import type { Insertable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/index.js';
import type { SessionsTable } from '../../db/tables/sessions.js';

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * A session with the profile it opens and its identity's role (null for a guest, who has no
 * identity), found by the hash of its token: one query per authenticated call. It reads the
 * accounts and identities tables in its join, and never writes them: the one read of another
 * module's tables outside its service, because every call pays for it (apps/api/README.md);
 * for the same reason it is compiled once (db/compiled-once.ts).
 */
const sessionByHash = compiledOnce((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('identities', 'identities.id', 'accounts.identity_id')
    .select([
      'sessions.id as sessionId',
      'sessions.account_id as accountId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.idle_expires_at as idleExpiresAt',
      'sessions.absolute_expires_at as absoluteExpiresAt',
      'sessions.revoked_at as revokedAt',
      'sessions.second_factor_at as secondFactorAt',
      'accounts.identity_id as identityId',
      'accounts.network_id as networkId',
      'accounts.name as name',
      'accounts.firstname as firstname',
      'accounts.guest as guest',
      'accounts.disabled as disabled',
      'identities.role as role',
      'identities.staff_role as staffRole',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

export async function findSessionByHash(db: Db, tokenHash: string) {
  const [row] = await sessionByHash(db, tokenHash);
  return row;
}

export async function touchSession(db: Db, sessionId: number, lastSeenAt: string, idleExpiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: Db, sessionId: number, at: string) {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).execute();
}

/**
 * Ends every open session of every profile of an identity (the same join's exception, on accounts),
 * but the one kept when given; answers how many ended.
 */
export async function revokeSessionsOfIdentity(
  db: Db,
  identityId: number,
  at: string,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .where('account_id', 'in', db.selectFrom('accounts').select('id').where('identity_id', '=', identityId));
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The same insert, answering the session's id (a paired device keeps it, to end it when unpaired). */
export async function insertSessionReturningId(db: Db, session: Insertable<SessionsTable>): Promise<number> {
  const row = await db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The last call of each of these sessions (live or ended): a paired device's "last used". */
export async function lastSeenOfSessions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('sessions').select(['id', 'last_seen_at']).where('id', 'in', ids).execute();
}

/** Which of these sessions are live at `now`: not revoked, neither expiry passed. */
export async function liveOfSessions(db: Db, ids: readonly number[], now: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();
  return rows.map((row) => row.id);
}

/** Records that the session gave its staff member's second factor (decision 070). */
export async function markSessionSecondFactor(db: Db, sessionId: number, at: string) {
  await db.updateTable('sessions').set({ second_factor_at: at }).where('id', '=', sessionId).execute();
}
