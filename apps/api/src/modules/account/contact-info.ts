/**
 * Account/update.json (spec §7; §2 "contact info"): the profile's names and the identity's phone
 * ("a phone", as at sign-up: decision 063), in one transaction. A guest has no contact info
 * to keep (403 FORBIDDEN): signing up gives it one. Accounts hold no postal address (spec §3
 * Account); a card's holder keeps their own (Media/updateHolder.json).
 */
import type { ContactInfo } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { setIdentityPhone } from '../identity/service.js';
import { updateAccountNames } from './repo.js';
import { getUser } from './service.js';

export async function updateContactInfo(ctx: AppContext, session: CurrentSession, info: ContactInfo) {
  const identityId = session.identityId;
  if (session.guest || identityId === null) throw new AppError('FORBIDDEN');
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    await updateAccountNames(trx, session.accountId, info);
    await setIdentityPhone(trx, identityId, info.phone, now);
  });
  return getUser(ctx, { ...session, name: info.name, firstname: info.firstname });
}
