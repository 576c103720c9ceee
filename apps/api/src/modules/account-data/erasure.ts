/**
 * The account's erasure (GDPR art. 17), in two steps: Account/requestErasure checks the password
 * and mails a single-use code (valid ERASURE_CODE_MINUTES); Actions/useCode with
 * LEGACY_ACCOUNT_ANONYMIZATION spends it. One transaction then asks each owning module to erase
 * its part: sessions ended, cards released with their holder blanked, documents' bytes deleted,
 * card requests and order items without the person, saved payment cards forgotten, the profiles
 * without a name and disabled, paired devices (and their sessions) and wrong pairing codes deleted,
 * bike pins and wrong pins deleted with the free bike trips (priced ones kept without the person),
 * geolocation consent and positions deleted, traffic alerts sent (and their SMS) deleted, linked OpenID Connect identities deleted, the identity
 * deleted. Invoices stay as issued (ten years).
 */
import { ERASURE_CODE_MINUTES, localizedPath, type Locale } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { anonymiseProfiles, profilesOfPerson } from '../account/service.js';
import { eraseBikeDataOfAccounts } from '../bike-reservations/service.js';
import { eraseCardRequestsOfAccounts } from '../card-requests/service.js';
import { cardsForExport, eraseCardsOfAccounts, type OnCardReleased } from '../cards/service.js';
import { eraseTrafficAlertsOfAccounts } from '../disruptions/service.js';
import { eraseDocumentsOfAccounts } from '../documents/service.js';
import { eraseLinkedIdentities } from '../external-identities/service.js';
import { checkIdentityPassword, eraseIdentity, findIdentity } from '../identity/service.js';
import { eraseGeolocationOfAccounts } from '../intelligence/service.js';
import { erasePairingOfAccounts } from '../pairing/service.js';
import { forgetPaymentCards } from '../payments/service.js';
import { anonymiseOrdersOfAccounts, owesInstalments } from '../orders/service.js';
import { endIdentitySessions } from '../sessions/service.js';
import { deleteErasureCodes, insertErasureCode, takeErasureCode } from './repo.js';

/** Account/requestErasure: the password again, then the code by mail. A guest has neither: FORBIDDEN. */
export async function requestErasure(
  ctx: AppContext,
  session: CurrentSession,
  password: string,
  locale: Locale,
): Promise<{ expiresAt: string }> {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  await checkIdentityPassword(ctx.db, session.identityId, password);
  const profiles = await profilesOfPerson(ctx.db, session);
  if (
    await owesInstalments(
      ctx.db,
      profiles.map((profile) => profile.id),
    )
  )
    throw new AppError('ERASURE_OUTSTANDING_PAYMENTS');
  const identity = await findIdentity(ctx.db, session.identityId);
  if (!identity) throw new AppError('SESSION_EXPIRED');
  const code = newSecret();
  const now = isoNow();
  const expiresAt = isoAfter(now, ERASURE_CODE_MINUTES);
  await insertErasureCode(ctx.db, {
    identity_id: identity.id,
    code_hash: hashSecret(code),
    locale,
    created_at: now,
    expires_at: expiresAt,
  });
  const link = `${ctx.config.publicBaseUrl}${localizedPath('/account/data', locale)}?${new URLSearchParams({ code }).toString()}`;
  await ctx.mailer.send({ kind: 'erase', to: identity.email, locale, firstname: identity.firstname, link });
  return { expiresAt };
}

/**
 * Actions/useCode LEGACY_ACCOUNT_ANONYMIZATION: a live code erases its identity's account, once.
 * An unknown, spent or expired code is INVALID_ERASURE_CODE and changes nothing.
 */
export async function eraseAccountByCode(
  ctx: AppContext,
  code: string,
  onCardReleased: OnCardReleased,
): Promise<void> {
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    const taken = await takeErasureCode(trx, hashSecret(code), now);
    if (!taken) throw new AppError('INVALID_ERASURE_CODE');
    const identityId = taken.identity_id;
    await deleteErasureCodes(trx, identityId);
    await endIdentitySessions(trx, identityId, now);
    const accountIds = await anonymiseProfiles(trx, identityId);
    if (await owesInstalments(trx, accountIds)) throw new AppError('ERASURE_OUTSTANDING_PAYMENTS');
    await erasePairingOfAccounts(trx, accountIds);
    const cardIds = (await cardsForExport(trx, accountIds)).map((card) => card.id);
    await eraseBikeDataOfAccounts(trx, accountIds, cardIds);
    await eraseGeolocationOfAccounts(trx, accountIds);
    await eraseTrafficAlertsOfAccounts(trx, accountIds);
    await eraseCardsOfAccounts(trx, accountIds, onCardReleased, now);
    await eraseDocumentsOfAccounts(trx, accountIds, now);
    await eraseCardRequestsOfAccounts(trx, accountIds, now);
    await anonymiseOrdersOfAccounts(trx, accountIds);
    await forgetPaymentCards(trx, accountIds, now);
    await eraseLinkedIdentities(trx, identityId);
    await eraseIdentity(trx, identityId);
  });
}
