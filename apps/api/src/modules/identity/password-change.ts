/**
 * The one way a password changes: every path that sets one (the mailed reset, a change from a
 * session) goes through here, so that none forgets to retire what the old password let in.
 */
import type { Db } from '../../db/index.js';
import type { MailedCodeKind } from '../../db/tables/identity.js';
import { endIdentitySessions } from '../sessions/service.js';
import {
  deleteIdTokens,
  replacePasswordHash,
  retireMailedCodes,
  retirePendingEmailChanges,
  updatePasswordHash,
} from './repo.js';

/** The kinds of mailed code that can set a password: all are retired when it changes. */
const PASSWORD_SETTING_CODES: MailedCodeKind[] = ['reset'];

/**
 * What the old password let in, retired: every outstanding reset code (an older link in the
 * mailbox must not set another password), every e-mail change asked with it (decision 044),
 * every session of the identity but the one kept (the session that made the change), and every
 * unexchanged ID token. Answers how many sessions ended.
 */
async function retireOldPasswordAccess(
  trx: Db,
  identityId: number,
  now: string,
  keepSessionId?: number,
): Promise<number> {
  await retireMailedCodes(trx, identityId, PASSWORD_SETTING_CODES, now);
  await retirePendingEmailChanges(trx, identityId, now);
  const ended = await endIdentitySessions(trx, identityId, now, keepSessionId);
  await deleteIdTokens(trx, identityId);
  return ended;
}

/**
 * Sets the new hash and retires what the old password let in, every session included. Run it in
 * the transaction that checked the right to change (a spent reset code).
 */
export async function applyNewPassword(trx: Db, identityId: number, passwordHash: string, now: string) {
  await updatePasswordHash(trx, identityId, passwordHash, now);
  await retireOldPasswordAccess(trx, identityId, now);
}

/**
 * A change made from a session, whose current password was checked against `checkedHash`: the
 * hash is replaced only while it is still that one (false otherwise: another change came first),
 * and every other session ends while this one stays. Answers the sessions ended, or null.
 */
export async function applyPasswordChange(
  trx: Db,
  identityId: number,
  change: { checkedHash: string; newHash: string; now: string; keepSessionId: number },
): Promise<number | null> {
  const replaced = await replacePasswordHash(trx, identityId, {
    checkedHash: change.checkedHash,
    newHash: change.newHash,
    at: change.now,
  });
  if (!replaced) return null;
  return retireOldPasswordAccess(trx, identityId, change.now, change.keepSessionId);
}
