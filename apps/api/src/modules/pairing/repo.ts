/** The paired_devices and pairing_attempts tables. Every claim is one conditional update, so a code or a token is spent once even under concurrency. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { PairedDevicesTable } from '../../db/tables/pairing.js';

export async function insertDevice(db: Db, device: Insertable<PairedDevicesTable>) {
  await db.insertInto('paired_devices').values(device).execute();
}

/** Forgets the devices whose code expired before anyone typed it (a kiosk left alone). */
export async function deleteUnpairedExpired(db: Db, before: string) {
  await db
    .deleteFrom('paired_devices')
    .where('account_id', 'is', null)
    .where('code_expires_at', '<=', before)
    .execute();
}

export async function deviceBySecret(db: Db, secretHash: string) {
  return db.selectFrom('paired_devices').selectAll().where('secret_hash', '=', secretHash).executeTakeFirst();
}

/** Pairs the device whose live code this is with the account: undefined when no code matches. */
export async function claimCode(
  db: Db,
  claim: { codeHash: string; networkId: number; accountId: number; name: string; now: string },
) {
  return db
    .updateTable('paired_devices')
    .set({ account_id: claim.accountId, name: claim.name, paired_at: claim.now, code_hash: null })
    .where('code_hash', '=', claim.codeHash)
    .where('network_id', '=', claim.networkId)
    .where('account_id', 'is', null)
    .where('unpaired_at', 'is', null)
    .where('code_expires_at', '>', claim.now)
    .returning(['id', 'name', 'paired_at'])
    .executeTakeFirst();
}

/**
 * Gives a paired device its sign-in token, once, while its pairing is younger than `pairedAfter`:
 * false when it already had one, or came too late.
 */
export async function issueSigninToken(
  db: Db,
  issue: { id: number; tokenHash: string; expiresAt: string; pairedAfter: string },
) {
  const result = await db
    .updateTable('paired_devices')
    .set({ signin_token_hash: issue.tokenHash, signin_token_expires_at: issue.expiresAt })
    .where('id', '=', issue.id)
    .where('signin_token_hash', 'is', null)
    .where('account_id', 'is not', null)
    .where('unpaired_at', 'is', null)
    .where('paired_at', '>', issue.pairedAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a sign-in token: the device and its account, or undefined when unknown, spent, expired or unpaired. */
export async function spendSigninToken(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('paired_devices')
    .set({ signin_token_used_at: now })
    .where('signin_token_hash', '=', tokenHash)
    .where('signin_token_used_at', 'is', null)
    .where('signin_token_expires_at', '>', now)
    .where('unpaired_at', 'is', null)
    .where('account_id', 'is not', null)
    .returning(['id', 'account_id'])
    .executeTakeFirst();
}

export async function setDeviceSession(db: Db, id: number, sessionId: number) {
  await db.updateTable('paired_devices').set({ session_id: sessionId }).where('id', '=', id).execute();
}

export async function devicesOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('paired_devices')
    .select(['id', 'name', 'paired_at', 'session_id'])
    .where('account_id', '=', accountId)
    .where('unpaired_at', 'is', null)
    .orderBy('paired_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Unpairs a device of the account: its session id, or undefined when it is not the account's (or already unpaired). */
export async function unpair(db: Db, id: number, accountId: number, now: string) {
  return db
    .updateTable('paired_devices')
    .set({ unpaired_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('unpaired_at', 'is', null)
    .returning(['id', 'session_id'])
    .executeTakeFirst();
}

/**
 * Unpairs every device of these accounts still paired (decision 057): their names and sessions.
 * A token not issued yet will not be, an unspent one can no longer be spent (both want the device
 * paired).
 */
export async function unpairAllOfAccounts(db: Db, accountIds: number[], now: string) {
  if (accountIds.length === 0) return [];
  return db
    .updateTable('paired_devices')
    .set({ unpaired_at: now })
    .where('account_id', 'in', accountIds)
    .where('unpaired_at', 'is', null)
    .returning(['id', 'name', 'session_id'])
    .execute();
}

export async function countAttempts(db: Db, since: string, by: { accountId: number } | { address: string }) {
  const query = db
    .selectFrom('pairing_attempts')
    .select([(eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('created_at', '>', since);
  const row = await (
    'accountId' in by ? query.where('account_id', '=', by.accountId) : query.where('address', '=', by.address)
  ).executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

/** Records a wrong code and forgets those older than the window. */
export async function recordAttempt(db: Db, accountId: number, address: string, now: string, since: string) {
  await db.deleteFrom('pairing_attempts').where('created_at', '<=', since).execute();
  await db
    .insertInto('pairing_attempts')
    .values({ account_id: accountId, address, created_at: now })
    .execute();
}
