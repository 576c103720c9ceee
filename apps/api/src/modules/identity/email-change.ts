/**
 * The login e-mail moved to a new address (decision 044), once a code mailed there is spent: the
 * address proves itself, and the old one hears of it. Until then nothing changes.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import {
  findIdentityByEmail,
  findIdentityById,
  retireMailedCodes,
  retirePendingEmailChanges,
  updateEmail,
} from './repo.js';
import { endLinkedAccess, type EndLinkedAccess } from './linked-access.js';
import { queueEmailChangedNotice, storedLocale } from './settings-mails.js';

/**
 * In the transaction that spent the code: the new address becomes the login (verified now), the
 * other pending changes and the reset links mailed to the old address are retired, the devices
 * and external identities linked before are removed (decision 057: told at the new address), and
 * the old address is told. EMAIL_EXISTS when another identity took the address meanwhile (the code then
 * stays unspent: the transaction rolls back).
 */
export async function moveLoginEmail(
  trx: Db,
  config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>,
  change: { identityId: number; newEmail: string; locale: string | null; now: string },
  endLinked: EndLinkedAccess,
): Promise<void> {
  const identity = await findIdentityById(trx, change.identityId);
  if (!identity) throw new AppError('INVALID_VERIFICATION_CODE');
  if (identity.email === change.newEmail) return;
  const holder = await findIdentityByEmail(trx, change.newEmail);
  if (holder && holder.id !== identity.id) throw new AppError('EMAIL_EXISTS');
  try {
    await updateEmail(trx, identity.id, change.newEmail, change.now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_EXISTS');
    throw error;
  }
  await retirePendingEmailChanges(trx, identity.id, change.now);
  await retireMailedCodes(trx, identity.id, ['reset'], change.now);
  await endLinkedAccess(trx, endLinked, {
    identityId: identity.id,
    kind: 'email',
    locale: storedLocale(change.locale),
    now: change.now,
    config,
  });
  await queueEmailChangedNotice(trx, config, {
    to: identity.email,
    firstname: identity.firstname,
    newEmail: change.newEmail,
    locale: storedLocale(change.locale),
  });
}
