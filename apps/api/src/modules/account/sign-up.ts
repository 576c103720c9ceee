/**
 * Identity/signUp: the identity (identity's service) and its first profile on the portal's network,
 * in one transaction, then the mailed verification link and an ID token. It lives in account, above
 * identity in the one-way graph, because it writes both (identity never imports account).
 */
import type { Locale, SignUpRequest } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { isoNow } from '../../lib/time.js';
import { createIdentity, emailTaken, issueIdToken, sendVerificationCode } from '../identity/service.js';
import { findNetwork } from '../catalog/service.js';
import { insertAccount } from './repo.js';

export async function signUp(ctx: AppContext, request: SignUpRequest, locale: Locale): Promise<string> {
  if (await emailTaken(ctx.db, request.email)) throw new AppError('EMAIL_EXISTS');
  const network = await findNetwork(ctx.db, ctx.config.networkId);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const passwordHash = await hashPassword(request.password);
  const now = isoNow();
  let identityId: number;
  try {
    identityId = await ctx.db.transaction().execute(async (trx) => {
      const id = await createIdentity(trx, request, passwordHash, now);
      await insertAccount(trx, {
        identity_id: id,
        network_id: network.id,
        name: request.name,
        firstname: request.firstname,
        guest: 0,
        disabled: 0,
        created_at: now,
      });
      return id;
    });
  } catch (error) {
    // Two sign-ups with one address at the same instant: the second meets the unique index.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_EXISTS');
    throw error;
  }
  await sendVerificationCode(
    ctx,
    { id: identityId, email: request.email, firstname: request.firstname },
    locale,
  );
  return issueIdToken(ctx, identityId);
}
