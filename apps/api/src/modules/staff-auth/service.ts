/**
 * The staff's sign-in beyond the password (issue 25, decision 070): a TOTP second factor (RFC 6238,
 * otplib) enrolled by QR code, ten recovery codes stored hashed (argon2id, as passwords), wrong
 * codes counted in the database and rate limited per staff member, and the session marked once
 * the factor is given on it: the staff scope lets nothing else through before (plugins/auth.ts).
 * Owns `staff_second_factors`, `staff_recovery_codes` and `staff_second_factor_failures`.
 */
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, type StaffRole } from '@oceane/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/index.js';
import { attemptsLeft, secondsBlocked, windowStart } from '../../lib/attempt-window.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { isSealed, openSecret, sealSecret, secretBoxKey } from '../../lib/secret-box.js';
import { isoNow } from '../../lib/time.js';
import { recordStaffAction } from '../audit/service.js';
import { findIdentity } from '../identity/service.js';
import { passSecondFactor } from '../sessions/service.js';
import {
  confirmSecret,
  countFailures,
  findSecondFactor,
  recordFailure,
  plaintextSecrets,
  replacePendingSecret,
  replaceRecoveryCodes,
  resealSecret,
  spendRecoveryCode,
  spendTimeStep,
  unusedRecoveryCodes,
} from './repo.js';

export { createStaffMember, type NewStaffMember, type StaffMemberCreated } from './staff-accounts.js';
export { enrolledAmong as secondFactorEnrolledAmong } from './repo.js';

/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Océane Mobilités';

/** Wrong codes a staff member may type within the rate-limit window before waiting. */
export const SECOND_FACTOR_FAILURES_PER_IDENTITY = 5;

/** A code of the step before or after the current one is accepted: a clock 30 s off still works. */
const TOLERANCE_SECONDS = 30;

/**
 * The key sealing the TOTP secrets at rest (decision 078): from STAFF_TOTP_KEY, for this purpose
 * alone. Another key opens none of them: the code is then refused with a server error, never
 * accepted (fail closed).
 */
const totpKey = (ctx: Pick<AppContext, 'config'>) =>
  secretBoxKey(ctx.config.staffTotpKey, 'staff-totp-secret');

/** The base32 secret of a stored factor; throws when the configured key does not open it. */
const secretOf = (ctx: AppContext, factor: { secret: string }) => openSecret(totpKey(ctx), factor.secret);

/**
 * Seals the secrets stored in plaintext before decision 078, at start, after the migrations: the
 * column then holds only sealed values, and the reader refuses anything else. Answers how many.
 */
export async function sealPlaintextTotpSecrets(ctx: Pick<AppContext, 'db' | 'config'>): Promise<number> {
  const key = totpKey(ctx);
  let sealed = 0;
  for (const row of await plaintextSecrets(ctx.db)) {
    if (isSealed(row.secret)) continue;
    if (await resealSecret(ctx.db, row.identity_id, row.secret, sealSecret(key, row.secret))) sealed += 1;
  }
  return sealed;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The staff member behind a staff session: their identity and address (the audit log's "who"). */
async function staffOf(db: Db, session: CurrentSession) {
  const identity = session.identityId === null ? undefined : await findIdentity(db, session.identityId);
  // The staff role lives on an identity (decision 022): a staff session always has one.
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

/** Staff/secondFactorStatus.json: enrolled or not, given on this session or not, and the role. */
export async function secondFactorStatus(ctx: AppContext, session: CurrentSession) {
  const staff = await staffOf(ctx.db, session);
  const factor = await findSecondFactor(ctx.db, staff.identityId);
  return {
    enrolled: Boolean(factor?.enrolled_at),
    verified: Boolean(session.secondFactorAt),
    staffRole: (session.staffRole ?? 'agent') satisfies StaffRole,
  };
}

/**
 * Staff/enrolSecondFactor.json: a new secret, as text and as a QR code of its otpauth:// URI,
 * replacing one never confirmed. Refused once an app is enrolled: a second one would let a stolen
 * session swap the staff member's factor.
 */
export async function enrolSecondFactor(ctx: AppContext, session: CurrentSession) {
  const staff = await staffOf(ctx.db, session);
  const factor = await findSecondFactor(ctx.db, staff.identityId);
  if (factor?.enrolled_at) throw new AppError('SECOND_FACTOR_ALREADY_ENROLLED');
  const secret = generateSecret();
  const sealed = sealSecret(totpKey(ctx), secret);
  await ctx.db.transaction().execute((trx) => replacePendingSecret(trx, staff.identityId, sealed, isoNow()));
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: staff.email, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri, qrSvg };
}

/** Seconds until the staff member may type a code again (0: now). */
export async function secondFactorBlockedFor(ctx: AppContext, session: CurrentSession): Promise<number> {
  if (session.identityId === null) return 0;
  const now = isoNow();
  return secondsBlocked(
    failureLimits(ctx, session.identityId, now),
    ctx.config.rateLimits.windowMinutes,
    now,
  );
}

function failureLimits(ctx: AppContext, identityId: number, now: string) {
  const since = windowStart(now, ctx.config.rateLimits.windowMinutes);
  return [
    { max: SECOND_FACTOR_FAILURES_PER_IDENTITY, count: () => countFailures(ctx.db, identityId, since) },
  ];
}

/** A wrong code: counted, and refused with the attempts left before the wait. */
async function wrongCode(ctx: AppContext, identityId: number): Promise<never> {
  const now = isoNow();
  const windowMinutes = ctx.config.rateLimits.windowMinutes;
  await recordFailure(ctx.db, identityId, now, windowStart(now, windowMinutes));
  const left = await attemptsLeft(failureLimits(ctx, identityId, now), windowMinutes, now);
  throw new AppError('INVALID_SECOND_FACTOR_CODE', undefined, { details: left });
}

/** The time step of a right code of the app, or null. */
async function timeStepOf(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How a recovery code is hashed and compared: without its dash, in lower case. */
const recoveryKey = (code: string) => code.replace(/[-\s]/g, '').toLowerCase();

/**
 * Staff/confirmSecondFactor.json: the first code of the app proves it holds the secret. The
 * factor is enrolled, this session passes, the enrolment goes into the audit log, and the ten
 * recovery codes are answered, this once (only their hashes are kept).
 */
export async function confirmSecondFactor(ctx: AppContext, session: CurrentSession, code: string) {
  const staff = await staffOf(ctx.db, session);
  const factor = await findSecondFactor(ctx.db, staff.identityId);
  if (!factor) throw new AppError('SECOND_FACTOR_NOT_ENROLLED');
  if (factor.enrolled_at) throw new AppError('SECOND_FACTOR_ALREADY_ENROLLED');
  const timeStep = await timeStepOf(secretOf(ctx, factor), code);
  if (timeStep === null) return wrongCode(ctx, staff.identityId);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(recoveryCodes.map((recovery) => hashPassword(recoveryKey(recovery))));
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await confirmSecret(trx, staff.identityId, timeStep, now)))
      throw new AppError('SECOND_FACTOR_ALREADY_ENROLLED');
    await replaceRecoveryCodes(trx, staff.identityId, hashes, now);
    await passSecondFactor(trx, session.sessionId, now);
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'second-factor.enrol',
        recordKind: 'staff-second-factor',
        recordId: staff.identityId,
        before: { enrolled: false },
        after: { enrolled: true, recoveryCodes: RECOVERY_CODE_COUNT },
      },
      now,
    );
  });
  return { recoveryCodes };
}

/**
 * Staff/verifySecondFactor.json: a code of the app (never one already accepted) or an unused
 * recovery code (spent, and written in the audit log) lets this session through the staff scope.
 */
export async function verifySecondFactor(ctx: AppContext, session: CurrentSession, code: string) {
  const staff = await staffOf(ctx.db, session);
  const factor = await findSecondFactor(ctx.db, staff.identityId);
  if (!factor?.enrolled_at) throw new AppError('SECOND_FACTOR_NOT_ENROLLED');
  const now = isoNow();
  if (/^\d{6}$/.test(code)) {
    const timeStep = await timeStepOf(secretOf(ctx, factor), code);
    if (timeStep === null || !(await spendTimeStep(ctx.db, staff.identityId, timeStep)))
      return wrongCode(ctx, staff.identityId);
    await passSecondFactor(ctx.db, session.sessionId, now);
    return {
      verified: true as const,
      recoveryCodesLeft: (await unusedRecoveryCodes(ctx.db, staff.identityId)).length,
    };
  }
  const unused = await unusedRecoveryCodes(ctx.db, staff.identityId);
  const key = recoveryKey(code);
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.code_hash, key)));
  const match = unused[matches.indexOf(true)];
  if (!match) return wrongCode(ctx, staff.identityId);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendRecoveryCode(trx, match.id, now))) throw new AppError('INVALID_SECOND_FACTOR_CODE');
    await passSecondFactor(trx, session.sessionId, now);
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'second-factor.recovery-code-use',
        recordKind: 'staff-second-factor',
        recordId: staff.identityId,
        after: { recoveryCodesLeft: unused.length - 1 },
      },
      now,
    );
  });
  return { verified: true as const, recoveryCodesLeft: unused.length - 1 };
}
