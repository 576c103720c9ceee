/**
 * Device pairing (spec §2 /pairing, issue 11, decision 047): a device gets a short code and a
 * secret; the holder types the code at /pairing; the device, polling with its secret, then gets a
 * single-use token that Account/signinWithToken turns into a session of that account; unpairing
 * ends that session. Owns `paired_devices` and `pairing_attempts`.
 */
import {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_MINUTES,
  PAIRING_POLL_SECONDS,
  PAIRING_SIGNIN_TOKEN_MINUTES,
  formatPairingCode,
  type DeviceView,
  type PairingStatus,
} from '@oceane/domain';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { secondsBlocked, windowStart } from '../../lib/attempt-window.js';
import { isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import { accountContact, profileIdsOfIdentity } from '../account/service.js';
import { findNetwork } from '../catalog/service.js';
import { requireVerifiedEmail } from '../identity/service.js';
import { endSessionById, openSessionWithId, sessionsLastSeen } from '../sessions/service.js';
import {
  claimCode,
  countAttempts,
  deleteUnpairedExpired,
  deviceBySecret,
  devicesOfAccount,
  insertDevice,
  issueSigninToken,
  recordAttempt,
  setDeviceSession,
  spendSigninToken,
  unpair,
  unpairAllOfAccounts,
} from './repo.js';

/** 8 characters drawn uniformly (crypto randomInt) from the 31 unambiguous ones: about 2^39.6 codes. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1)
    code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

/** Device/startPairing.json: a new device, unpaired, with its code (shown) and secret (kept). */
export async function startPairing(db: Db, networkId: number) {
  const network = await findNetwork(db, networkId);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const now = isoNow();
  await deleteUnpairedExpired(db, now);
  const expiresAt = isoAfter(now, PAIRING_CODE_MINUTES);
  const deviceSecret = newSecret();
  // A live code drawn twice (odds about one in 10^11 per pair) breaks the unique index: draw again.
  for (let attempt = 0; ; attempt += 1) {
    const code = newPairingCode();
    try {
      await insertDevice(db, {
        network_id: network.id,
        secret_hash: hashSecret(deviceSecret),
        code_hash: hashSecret(code),
        code_expires_at: expiresAt,
        account_id: null,
        name: null,
        paired_at: null,
        signin_token_hash: null,
        signin_token_expires_at: null,
        signin_token_used_at: null,
        session_id: null,
        unpaired_at: null,
        created_at: now,
      });
      return { code: formatPairingCode(code), deviceSecret, expiresAt, pollSeconds: PAIRING_POLL_SECONDS };
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/**
 * Device/pairingStatus.json: PENDING while the code waits, EXPIRED once it lapsed unused, PAIRED
 * once typed (the first such answer carries the sign-in token, and only it), UNPAIRED after the
 * holder removed the device. A device that comes for its token more than the code's ten minutes
 * after the pairing gets none and is told EXPIRED: it polls every few seconds, so only a device
 * left silent on purpose is that late (decision 057). An unknown secret is 404 NOT_FOUND.
 */
export async function pairingStatus(
  db: Db,
  deviceSecret: string,
): Promise<{ status: PairingStatus; signinToken?: string; expiresAt: string }> {
  const device = await deviceBySecret(db, hashSecret(deviceSecret));
  if (!device) throw new AppError('NOT_FOUND');
  const now = isoNow();
  if (device.unpaired_at !== null) return { status: 'UNPAIRED', expiresAt: device.unpaired_at };
  if (device.account_id === null) {
    return {
      status: device.code_expires_at > now ? 'PENDING' : 'EXPIRED',
      expiresAt: device.code_expires_at,
    };
  }
  if (device.signin_token_hash === null) {
    const lateAt = isoAfter(device.paired_at ?? device.created_at, PAIRING_CODE_MINUTES);
    if (lateAt <= now) return { status: 'EXPIRED', expiresAt: lateAt };
    const signinToken = newSecret();
    const expiresAt = isoAfter(now, PAIRING_SIGNIN_TOKEN_MINUTES);
    const issue = {
      id: device.id,
      tokenHash: hashSecret(signinToken),
      expiresAt,
      pairedAfter: isoAfter(now, -PAIRING_CODE_MINUTES),
    };
    // Two polls at once: one issues the token, the other answers PAIRED without it.
    if (await issueSigninToken(db, issue)) return { status: 'PAIRED', signinToken, expiresAt };
    const again = await deviceBySecret(db, hashSecret(deviceSecret));
    if (!again || again.signin_token_hash === null) return { status: 'EXPIRED', expiresAt: lateAt };
    return { status: 'PAIRED', expiresAt: again.signin_token_expires_at ?? expiresAt };
  }
  return { status: 'PAIRED', expiresAt: device.signin_token_expires_at ?? now };
}

/**
 * Account/signinWithToken: the paired device's token, spent once, opens a session of the account
 * (answered as Account/login.json's user). Unknown, spent, expired or of an unpaired device: 401
 * INVALID_ID_TOKEN, the answer of an ID token already exchanged.
 */
export async function signinWithToken(ctx: AppContext, token: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const device = await spendSigninToken(trx, hashSecret(token), isoNow());
    if (!device || device.account_id === null) throw new AppError('INVALID_ID_TOKEN');
    const account = await accountContact(trx, device.account_id);
    if (!account) throw new AppError('INVALID_ID_TOKEN');
    const { token: userToken, sessionId } = await openSessionWithId(trx, ctx.config, device.account_id);
    await setDeviceSession(trx, device.id, sessionId);
    return {
      user: { userToken, userId: device.account_id, userName: account.firstname, userLastname: account.name },
    };
  });
}

/** Seconds until the caller may type a code again, or 0 when neither its account nor its address is blocked. */
export async function pairingBlockedFor(
  ctx: AppContext,
  accountId: number,
  address: string,
): Promise<number> {
  const now = isoNow();
  const limits = ctx.config.rateLimits;
  const since = windowStart(now, limits.windowMinutes);
  return secondsBlocked(
    [
      { max: limits.pairingFailuresPerAccount, count: () => countAttempts(ctx.db, since, { accountId }) },
      { max: limits.pairingFailuresPerAddress, count: () => countAttempts(ctx.db, since, { address }) },
    ],
    limits.windowMinutes,
    now,
  );
}

/**
 * Device/pair.json: the code (already normalised) pairs its device with the caller's account. A
 * code unknown, used, expired or of another network is one answer, 400 PAIRING_CODE_INVALID, and
 * counts against the rate limit.
 */
export async function pairDevice(
  ctx: AppContext,
  session: CurrentSession,
  attempt: { code: string; name: string; address: string },
): Promise<DeviceView> {
  // Before the code is looked at: a refused account spends no code and no try (decision 057).
  await requireVerifiedEmail(ctx.db, session.identityId);
  const now = isoNow();
  const paired = await claimCode(ctx.db, {
    codeHash: hashSecret(attempt.code),
    networkId: session.networkId,
    accountId: session.accountId,
    name: attempt.name,
    now,
  });
  if (!paired) {
    await recordAttempt(
      ctx.db,
      session.accountId,
      attempt.address,
      now,
      windowStart(now, ctx.config.rateLimits.windowMinutes),
    );
    throw new AppError('PAIRING_CODE_INVALID');
  }
  return {
    id: paired.id,
    name: paired.name ?? attempt.name,
    pairedAt: paired.paired_at ?? now,
    lastUsedAt: null,
  };
}

/** Device/getDevices.json: the account's paired devices, newest first, each with its session's last call. */
export async function listDevices(db: Db, session: CurrentSession): Promise<DeviceView[]> {
  const rows = await devicesOfAccount(db, session.accountId);
  const sessionIds = rows.flatMap((row) => (row.session_id === null ? [] : [row.session_id]));
  const lastSeen = await sessionsLastSeen(db, sessionIds);
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    pairedAt: row.paired_at ?? '',
    lastUsedAt: row.session_id === null ? null : (lastSeen.get(row.session_id) ?? null),
  }));
}

/** Device/unpair.json: the device leaves the account and its session ends; another account's or a missing one is 403. */
export async function unpairDevice(db: Db, session: CurrentSession, deviceId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const device = await unpair(trx, deviceId, session.accountId, isoNow());
    if (!device) throw new AppError('FORBIDDEN');
    if (device.session_id !== null) await endSessionById(trx, device.session_id);
  });
}

/**
 * What a reset, a password change or a new login removes (decision 057): every device still paired
 * with a profile of the identity, unpaired, its session ended. Answers their names, oldest first.
 */
export async function unpairDevicesOfIdentity(trx: Db, identityId: number, now: string): Promise<string[]> {
  const devices = await unpairAllOfAccounts(trx, await profileIdsOfIdentity(trx, identityId), now);
  devices.sort((a, b) => a.id - b.id);
  for (const device of devices) if (device.session_id !== null) await endSessionById(trx, device.session_id);
  return devices.map((device) => device.name ?? '');
}

/** "Your data" (decision 049): the paired devices for the export, and their erasure. */
export { erasePairingOfAccounts, pairedDevicesForExport, pairingAttemptsForExport } from './erasure.js';
