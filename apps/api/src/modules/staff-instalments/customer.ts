/** Who acts and for whom (decision 077): the staff member for the audit log, the customer's profile and address. */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { accountsByIds } from '../account/service.js';
import { findIdentity, identityForExport } from '../identity/service.js';
import type { Recipient } from './mails.js';

/** The staff member acting: the audit log names their identity and e-mail (decision 070). */
export async function actingStaff(db: Db, session: CurrentSession) {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentity(db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

/** The customer's profile on the staff's network (another network's reads as missing), and where to mail them. */
export async function customerOf(db: Db, networkId: number, accountId: number) {
  const [account] = await accountsByIds(db, [accountId]);
  if (!account || account.network_id !== networkId) throw new AppError('NOT_FOUND');
  const identity = account.identity_id === null ? null : await identityForExport(db, account.identity_id);
  return {
    accountId: account.id,
    recipient: (locale: Locale): Recipient | null =>
      identity ? { to: identity.email, locale, firstname: account.firstname } : null,
  };
}
