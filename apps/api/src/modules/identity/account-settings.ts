/**
 * The account's own settings (issue 11, decision 044): the password changed from a session, the
 * login e-mail moved to a new address that proves itself first, and the phone of the contact info.
 * The password and e-mail changes check the current password first, through the password work
 * limiter (argon2 never takes the event loop); the routes count those checks like sign-in's.
 */
import {
  ACCOUNT_SETTINGS_KEYS,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type Locale,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { VERIFY_CODE_MINUTES } from './email-codes.js';
import { endLinkedAccess, type EndLinkedAccess } from './linked-access.js';
import { applyPasswordChange } from './password-change.js';
import {
  findIdentityByEmail,
  findIdentityById,
  insertMailedCode,
  retirePendingEmailChanges,
  updatePhone,
} from './repo.js';
import { queueEmailChangeLink, queuePasswordChangedNotice } from './settings-mails.js';

/** The session's identity once its password is checked; a guest has neither (403 FORBIDDEN). */
async function identityWithPassword(ctx: AppContext, session: CurrentSession, password: string) {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentityById(ctx.db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  if (!(await verifyPassword(identity.password_hash, password))) throw new AppError('INVALID_PASSWORD');
  return identity;
}

/**
 * Identity/changePassword: the new password replaces the checked one, every other session of the
 * identity ends (this one stays), the devices and external identities go as after a reset
 * (decision 057), and the login address is told. Answers the sessions ended.
 */
export async function changePassword(
  ctx: AppContext,
  session: CurrentSession,
  request: ChangePasswordRequest,
  options: { locale: Locale; endLinked: EndLinkedAccess },
): Promise<number> {
  const { locale } = options;
  const identity = await identityWithPassword(ctx, session, request.currentPassword);
  const newHash = await hashPassword(request.newPassword);
  const now = isoNow();
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const count = await applyPasswordChange(trx, identity.id, {
      checkedHash: identity.password_hash,
      newHash,
      now,
      keepSessionId: session.sessionId,
    });
    // Another change came first: the password checked is no longer the password.
    if (count === null) throw new AppError('INVALID_PASSWORD');
    await endLinkedAccess(trx, options.endLinked, {
      identityId: identity.id,
      kind: 'password',
      locale,
      now,
      config: ctx.config,
    });
    await queuePasswordChangedNotice(trx, ctx.config, {
      to: identity.email,
      firstname: identity.firstname,
      locale,
    });
    return count;
  });
  await ctx.mailer.sendQueued();
  return ended;
}

/**
 * Identity/changeEmail: a link valid 24 hours mailed to the new address, which becomes the login
 * once it is used (Account/verify or Actions/useCode, email-change.ts); a newer request retires
 * the older ones. 400 for the current address, EMAIL_EXISTS for another account's.
 */
export async function requestEmailChange(
  ctx: AppContext,
  session: CurrentSession,
  request: ChangeEmailRequest,
  locale: Locale,
): Promise<string> {
  const identity = await identityWithPassword(ctx, session, request.currentPassword);
  if (request.newEmail === identity.email)
    throw new AppError('VALIDATION_ERROR', { newEmail: ACCOUNT_SETTINGS_KEYS.emailUnchanged });
  if (await findIdentityByEmail(ctx.db, request.newEmail)) throw new AppError('EMAIL_EXISTS');
  const code = newSecret();
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    await retirePendingEmailChanges(trx, identity.id, now);
    await insertMailedCode(trx, {
      kind: 'verify',
      codeHash: hashSecret(code),
      identityId: identity.id,
      createdAt: now,
      expiresAt: isoAfter(now, VERIFY_CODE_MINUTES),
      newEmail: request.newEmail,
      locale,
    });
    await queueEmailChangeLink(trx, ctx.config, {
      to: request.newEmail,
      firstname: identity.firstname,
      code,
      locale,
    });
  });
  await ctx.mailer.sendQueued();
  return request.newEmail;
}

/** The phone of the contact info (Account/update.json): the identity's, shared by its profiles. */
export async function setIdentityPhone(db: Db, identityId: number, phone: string, now: string) {
  await updatePhone(db, identityId, phone, now);
}
