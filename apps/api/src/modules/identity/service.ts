/**
 * Identity: sign-up and sign-in with an e-mail and a password (argon2id), answered with an ID
 * token that Account/login.json exchanges for a session (our stand-in for the spec's external
 * identity provider). Owns `identities`, `id_tokens` and `mailed_codes`. The sign-up call itself is
 * the account module's: it creates the identity here and its first profile there.
 */
import type { SignInRequest, SignUpRequest, StaffRole } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
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

/** Whether an identity has that e-mail address (in any case). */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findIdentityByEmail(db, email)) !== undefined;
}

/**
 * A new identity, its password hashed, its address not verified yet; answers its id. Run in the
 * sign-up's transaction (account's sign-up creates the first profile in it).
 */
export async function createIdentity(
  db: Db,
  request: Pick<SignUpRequest, 'email' | 'name' | 'firstname' | 'phone'>,
  passwordHash: string,
  now: string,
): Promise<number> {
  const identity = await insertIdentity(db, {
    email: request.email,
    password_hash: passwordHash,
    name: request.name,
    firstname: request.firstname,
    phone: request.phone,
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  });
  return identity.id;
}

/** The identity of an address (any case): its id and role, or undefined. */
export async function identityOfAddress(db: Db, email: string) {
  const row = await findIdentityByEmail(db, email);
  return row && { id: row.id, email: row.email, role: row.role, staffRole: row.staff_role };
}

/**
 * A new staff identity (the `staff create` command, decision 070): its address taken as verified,
 * since the operator who creates it vouches for it; answers its id. Its profile on the network is
 * made at its first login, as for anyone.
 */
export async function createStaffIdentity(
  db: Db,
  person: { email: string; name: string; firstname: string; phone: string },
  passwordHash: string,
  staffRole: StaffRole,
  now: string,
): Promise<number> {
  const identity = await insertIdentity(db, {
    email: person.email.toLowerCase(),
    password_hash: passwordHash,
    name: person.name,
    firstname: person.firstname,
    phone: person.phone,
    email_verified_at: now,
    created_at: now,
    updated_at: now,
    role: 'staff',
    staff_role: staffRole,
  });
  return identity.id;
}

/** An identity by id (its e-mail, phone and verification, for the profile of a session). */
export function findIdentity(db: Db, id: number) {
  return findIdentityById(db, id);
}

export { sendVerificationCode, spendResetCode, spendVerificationCode } from './email-codes.js';
export { requireVerifiedEmail, type EndLinkedAccess, type LinkedAccess } from './linked-access.js';

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
  // A staff account a supervisor disabled signs in no more (decision 078), told after the password only.
  if (identity.staff_disabled_at) throw new AppError('STAFF_ACCOUNT_DISABLED');
  return issueIdToken(ctx, identity.id);
}
export { checkIdentityPassword, eraseIdentity, identityForExport } from './erasure.js';
export { setIdentityPhone } from './account-settings.js';
/** The back office's reads of the identities (decision 073). */
export { emailsOfIdentities, identitiesByEmailPart } from './staff-search.js';
/** The staff accounts as supervisors manage them (decision 078). */
export {
  disableStaffIdentity,
  mayLeaveSupervisors,
  setStaffRole,
  staffIdentities,
  staffIdentityOfAddress,
} from './staff-accounts.js';
