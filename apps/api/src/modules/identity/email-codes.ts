/**
 * Single-use codes sent by mail: the password reset (valid one hour) and the e-mail verification
 * (valid 24 hours). A code is 256 random bits; only its SHA-256 is stored.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { MailedCodeKind } from '../../db/tables/identity.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { findNetwork } from '../catalog/service.js';
import { moveLoginEmail } from './email-change.js';
import { endLinkedAccess, type EndLinkedAccess } from './linked-access.js';
import { applyNewPassword } from './password-change.js';
import {
  consumeMailedCode,
  consumeMailedCodeByHash,
  consumeVerificationCode,
  findIdentityByEmail,
  findIdentityById,
  insertMailedCode,
  markEmailVerified,
} from './repo.js';

export const RESET_CODE_MINUTES = 60;
export const VERIFY_CODE_MINUTES = 24 * 60;

type Recipient = { id: number; email: string; firstname: string };

async function newCode(ctx: AppContext, kind: MailedCodeKind, identityId: number, minutes: number) {
  const code = newSecret();
  const now = isoNow();
  await insertMailedCode(ctx.db, {
    kind,
    codeHash: hashSecret(code),
    identityId,
    createdAt: now,
    expiresAt: isoAfter(now, minutes),
  });
  return code;
}

function portalLink(ctx: AppContext, locale: Locale, path: string, query: Record<string, string>): string {
  return `${ctx.config.publicBaseUrl}${localizedPath(path, locale)}?${new URLSearchParams(query).toString()}`;
}

export async function sendVerificationCode(
  ctx: AppContext,
  recipient: Recipient,
  locale: Locale,
): Promise<void> {
  const code = await newCode(ctx, 'verify', recipient.id, VERIFY_CODE_MINUTES);
  await ctx.mailer.send({
    kind: 'verify',
    to: recipient.email,
    locale,
    firstname: recipient.firstname,
    link: portalLink(ctx, locale, '/auth/verify', { code }),
  });
}

/** Account/resetPassword: mails a reset link when the address has an account; silent otherwise. */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  networkId: number,
  locale: Locale,
) {
  if (!(await findNetwork(ctx.db, networkId))) throw new AppError('NETWORK_NOT_FOUND');
  const identity = await findIdentityByEmail(ctx.db, email);
  if (!identity) return;
  const code = await newCode(ctx, 'reset', identity.id, RESET_CODE_MINUTES);
  await ctx.mailer.send({
    kind: 'reset',
    to: identity.email,
    locale,
    firstname: identity.firstname,
    link: portalLink(ctx, locale, '/auth/reset/confirm', { email: identity.email, code }),
  });
}

/** What a reset needs beside the code: the language of its mail, and what ends the linked access. */
type ResetOptions = { locale: Locale; endLinked: EndLinkedAccess };

/**
 * Identity/confirmPasswordReset: a valid code sets the new password (retiring the other reset
 * codes, every session and ID token of the identity, and every device and external identity,
 * decision 057) and proves the address (so it counts as verified).
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  reset: { email: string; code: string; password: string },
  options: ResetOptions,
) {
  const { email, code, password } = reset;
  const identity = await findIdentityByEmail(ctx.db, email);
  if (!identity) throw new AppError('INVALID_RESET_CODE');
  const passwordHash = await hashPassword(password);
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeMailedCode(trx, {
      kind: 'reset',
      codeHash: hashSecret(code),
      identityId: identity.id,
      now,
    });
    if (!used) throw new AppError('INVALID_RESET_CODE');
    await setPasswordFromResetCode(ctx, trx, { identityId: identity.id, passwordHash, now }, options);
  });
  // The mail naming what the reset removed, queued in that transaction.
  await ctx.mailer.sendQueued();
}

/**
 * What a spent reset code does: the one password change, every way in that skips the new password
 * ended (the owner told), and the address counts as verified.
 */
async function setPasswordFromResetCode(
  ctx: AppContext,
  trx: Db,
  change: { identityId: number; passwordHash: string; now: string },
  options: ResetOptions,
) {
  const { identityId, now } = change;
  await applyNewPassword(trx, identityId, change.passwordHash, now);
  await endLinkedAccess(trx, options.endLinked, {
    identityId,
    kind: 'reset',
    locale: options.locale,
    now,
    config: ctx.config,
  });
  await markEmailVerified(trx, identityId, now);
}

/**
 * Actions/useCode LEGACY_PASSWORD_CHANGE: confirmPasswordReset for a client that holds the mailed
 * code but not the address (the code alone names its identity); the same rules, the same change.
 */
export async function spendResetCode(ctx: AppContext, code: string, password: string, options: ResetOptions) {
  const passwordHash = await hashPassword(password);
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    const identityId = await consumeMailedCodeByHash(trx, { kind: 'reset', codeHash: hashSecret(code), now });
    if (identityId === undefined) throw new AppError('INVALID_RESET_CODE');
    await setPasswordFromResetCode(ctx, trx, { identityId, passwordHash, now }, options);
  });
  await ctx.mailer.sendQueued();
}

/**
 * A verification code spent: it proves the current address, or, mailed to a new one (an e-mail
 * change, decision 044), moves the login there. `identityId` is the session's, or null when the
 * code alone names its identity (Actions/useCode).
 */
async function spendVerification(
  ctx: AppContext,
  code: string,
  identityId: number | null,
  endLinked: EndLinkedAccess,
) {
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    const used = await consumeVerificationCode(trx, { codeHash: hashSecret(code), identityId, now });
    if (!used) throw new AppError('INVALID_VERIFICATION_CODE');
    if (used.newEmail === null) await markEmailVerified(trx, used.identityId, now);
    else await moveLoginEmail(trx, ctx.config, { ...used, newEmail: used.newEmail, now }, endLinked);
  });
  // The notices to the old address and to the new one, queued in that transaction.
  await ctx.mailer.sendQueued();
}

/** Actions/useCode LEGACY_EMAIL_VERIFICATION: Account/verify without a session (the code names the address). */
export async function spendVerificationCode(ctx: AppContext, code: string, endLinked: EndLinkedAccess) {
  await spendVerification(ctx, code, null, endLinked);
}

function identityOfSession(session: CurrentSession): number {
  // A guest session has no e-mail address to verify.
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  return session.identityId;
}

/** Account/sendVerificationEmail: a new verification link, unless the address is verified already. */
export async function resendVerification(ctx: AppContext, session: CurrentSession, locale: Locale) {
  const identity = await findIdentityById(ctx.db, identityOfSession(session));
  if (!identity || identity.email_verified_at !== null) return;
  await sendVerificationCode(ctx, identity, locale);
}

/** Account/verify: the mailed code proves the address of the session's identity (or its new one). */
export async function verifyEmail(
  ctx: AppContext,
  session: CurrentSession,
  code: string,
  endLinked: EndLinkedAccess,
) {
  await spendVerification(ctx, code, identityOfSession(session), endLinked);
}
