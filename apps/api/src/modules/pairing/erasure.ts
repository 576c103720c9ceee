/**
 * The pairing module's part of "Your data" (decision 049): the devices paired with the account's
 * profiles for the export (name and dates; never the secret, code or sign-in token hashes), and
 * the erasure: each device's session ended, the devices and the wrong codes counted deleted, so a
 * device still polling with its secret is answered NOT_FOUND and can never sign in again.
 */
import type { Db } from '../../db/index.js';
import { endSessionById } from '../sessions/service.js';

export async function pairedDevicesForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('paired_devices')
    .select(['id', 'account_id as userId', 'name', 'paired_at as pairedAt', 'unpaired_at as unpairedAt'])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

/** The wrong pairing codes typed from the account (kept an hour at most, for the rate limit). */
export async function pairingAttemptsForExport(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('pairing_attempts')
    .select(['address', 'created_at as createdAt'])
    .where('account_id', 'in', accountIds)
    .orderBy('id')
    .execute();
}

export async function erasePairingOfAccounts(trx: Db, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const devices = await trx
    .selectFrom('paired_devices')
    .select(['id', 'session_id'])
    .where('account_id', 'in', accountIds)
    .execute();
  for (const device of devices) if (device.session_id !== null) await endSessionById(trx, device.session_id);
  await trx.deleteFrom('paired_devices').where('account_id', 'in', accountIds).execute();
  await trx.deleteFrom('pairing_attempts').where('account_id', 'in', accountIds).execute();
}
