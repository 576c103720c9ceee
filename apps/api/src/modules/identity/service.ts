/**
 * Identity: sign-up and sign-in with an e-mail and a password (argon2id), answered with an ID
 * token that Account/login.json exchanges for a session (our stand-in for the spec's external
 * identity provider).
 */
import type { Locale, SignInRequest, SignUpRequest } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { insertAccount } from '../account/repo.js';
import { findNetwork } from '../networks/service.js';
import { sendVerificationCode } from './email-codes.js';
import {
  deleteLiveIdToken,
  findIdentityByEmail,
  findIdentityById,
  findLiveIdToken,
  insertIdToken,
  insertIdentity,
} from './repo.js';

/**
 * A new ID token for an identity, valid ID_TOKEN_MINUTES. It opens one session (spendIdToken); the
 * login calls that only answer the profiles leave it usable for the choice that follows.
 */
export async function issueIdToken(ctx: AppContext, identityId: number): Promise<string> {
  const token = newSecret();
  const now = isoNow();
  await insertIdToken(ctx.db, identityId, hashSecret(token), now, isoAfter(now, ctx.config.idTokenMinutes));
  return token;
}

/** The identity an ID token stands for; INVALID_ID_TOKEN when unknown or expired. */
export async function identityOfIdToken(ctx: AppContext, idToken: string) {
  const row = await findLiveIdToken(ctx.db, hashSecret(idToken), isoNow());
  const identity = row ? await findIdentityById(ctx.db, row.identity_id) : undefined;
  if (!identity) throw new AppError('INVALID_ID_TOKEN');
  return identity;
}

/** Spends an ID token as its session opens, in that transaction; INVALID_ID_TOKEN if already spent. */
export async function spendIdToken(db: Db, idToken: string): Promise<void> {
  if (!(await deleteLiveIdToken(db, hashSecret(idToken), isoNow()))) throw new AppError('INVALID_ID_TOKEN');
}

/** Creates the identity and its first profile on the portal's network, then mails a verification link. */
export async function signUp(ctx: AppContext, request: SignUpRequest, locale: Locale): Promise<string> {
  if (await findIdentityByEmail(ctx.db, request.email)) throw new AppError('EMAIL_EXISTS');
  const network = await findNetwork(ctx.db, ctx.config.networkId);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const passwordHash = await hashPassword(request.password);
  const now = isoNow();
  let identityId: number;
  try {
    identityId = await ctx.db.transaction().execute(async (trx) => {
      const identity = await insertIdentity(trx, {
        email: request.email,
        password_hash: passwordHash,
        name: request.name,
        firstname: request.firstname,
        phone: request.phone,
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      });
      await insertAccount(trx, {
        identity_id: identity.id,
        network_id: network.id,
        name: request.name,
        firstname: request.firstname,
        guest: 0,
        disabled: 0,
        created_at: now,
      });
      return identity.id;
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

/** Checks the password; EMAIL_NOT_FOUND and INVALID_PASSWORD are the spec's two messages (§8). */
export async function signIn(ctx: AppContext, request: SignInRequest): Promise<string> {
  const identity = await findIdentityByEmail(ctx.db, request.email);
  if (!identity) {
    // Same cost as a real check, so that timing alone tells nothing more than the message does.
    await verifyPassword(await decoyPasswordHash(), request.password);
    throw new AppError('EMAIL_NOT_FOUND');
  }
  if (!(await verifyPassword(identity.password_hash, request.password)))
    throw new AppError('INVALID_PASSWORD');
  return issueIdToken(ctx, identity.id);
}
