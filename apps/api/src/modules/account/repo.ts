/** Accounts (the profiles of an identity on a network) and their sessions. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AccountsTable, SessionsTable } from '../../db/types.js';

export function findAccount(db: Db, id: number) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The enabled profiles of an identity on a network, oldest first. */
export function listProfiles(db: Db, identityId: number, networkId: number) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('identity_id', '=', identityId)
    .where('network_id', '=', networkId)
    .where('disabled', '=', 0)
    .orderBy('id')
    .execute();
}

export async function insertAccount(db: Db, account: Insertable<AccountsTable>) {
  return db.insertInto('accounts').values(account).returningAll().executeTakeFirstOrThrow();
}

export async function insertSession(db: Db, session: Insertable<SessionsTable>) {
  await db.insertInto('sessions').values(session).execute();
}

/**
 * A session with the account it opens and its identity's role (null for a guest, who has no
 * identity), found by the hash of its token: one query per authenticated call.
 */
export function findSessionByHash(db: Db, tokenHash: string) {
  return db
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
      'accounts.identity_id as identityId',
      'accounts.network_id as networkId',
      'accounts.name as name',
      'accounts.firstname as firstname',
      'accounts.guest as guest',
      'accounts.disabled as disabled',
      'identities.role as role',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
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

/** Ends every open session of every profile of an identity (after a password change). */
export async function revokeIdentitySessions(db: Db, identityId: number, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('revoked_at', 'is', null)
    .where('account_id', 'in', db.selectFrom('accounts').select('id').where('identity_id', '=', identityId))
    .execute();
}
