/**
 * The one way a password changes: every path that sets one (today the mailed reset) goes through
 * here, so that none forgets to retire what the old password let in.
 */
import type { Db } from '../../db/index.js';
import type { MailedCodeKind } from '../../db/tables/identity.js';
import { endIdentitySessions } from '../sessions/service.js';
import { deleteIdTokens, retireMailedCodes, updatePasswordHash } from './repo.js';

/** The kinds of mailed code that can set a password: all are retired when it changes. */
const PASSWORD_SETTING_CODES: MailedCodeKind[] = ['reset'];

/**
 * Sets the new hash, then retires every outstanding reset code (an older link in the mailbox must
 * not set another password), every session and every unexchanged ID token of the identity. Run it
 * in the transaction that checked the right to change. A change made from a session, if one is
 * added, should keep that session and end the others.
 */
export async function applyNewPassword(trx: Db, identityId: number, passwordHash: string, now: string) {
  await updatePasswordHash(trx, identityId, passwordHash, now);
  await retireMailedCodes(trx, identityId, PASSWORD_SETTING_CODES, now);
  await endIdentitySessions(trx, identityId, now);
  await deleteIdTokens(trx, identityId);
}
