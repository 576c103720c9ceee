/**
 * The ways into an account that skip its password and its mailbox: the devices paired with its
 * profiles and the external identities linked to it (decision 057). They are the tables of modules
 * above this one, so the function that ends them is handed down by app.ts (as cards' unregister
 * gets `onCardReleased`); identity runs it in the transaction of each change that takes the account
 * back (a reset, a password change, a login moved to a new address) and tells the login address
 * what was removed. Linking and pairing ask here first whether the address is proven.
 */
import type { Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { findIdentityById } from './repo.js';
import { queueLinkedAccessRemovedNotice, type LinkedAccessChange } from './settings-mails.js';

/** What was removed: the devices by the name their holder gave, the external accounts by provider. */
export type LinkedAccess = {
  devices: string[];
  externalAccounts: Array<{ label: string; email: string | null }>;
};

/** Ends every way in of an identity that does not need its password: devices unpaired, identities unlinked. */
export type EndLinkedAccess = (trx: Db, identityId: number, now: string) => Promise<LinkedAccess>;

/**
 * In the change's transaction: the linked access ended and, when there was any, a mail to the
 * login address (the new one after an e-mail change) naming each thing removed.
 */
export async function endLinkedAccess(
  trx: Db,
  end: EndLinkedAccess,
  change: {
    identityId: number;
    kind: LinkedAccessChange;
    locale: Locale;
    now: string;
    config: Pick<Config, 'mailFrom' | 'publicBaseUrl'>;
  },
): Promise<LinkedAccess> {
  const removed = await end(trx, change.identityId, change.now);
  if (removed.devices.length === 0 && removed.externalAccounts.length === 0) return removed;
  const identity = await findIdentityById(trx, change.identityId);
  if (identity) {
    await queueLinkedAccessRemovedNotice(trx, change.config, {
      to: identity.email,
      firstname: identity.firstname,
      locale: change.locale,
      change: change.kind,
      removed,
    });
  }
  return removed;
}

/**
 * Pairing a device and linking an external identity need a proven address: otherwise whoever
 * signed up with someone else's address could leave a way in that outlives the owner's reset.
 * A guest has no address at all (FORBIDDEN); an unproven one is EMAIL_NOT_VERIFIED.
 */
export async function requireVerifiedEmail(db: Db, identityId: number | null): Promise<void> {
  if (identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentityById(db, identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  if (identity.email_verified_at === null) throw new AppError('EMAIL_NOT_VERIFIED');
}
