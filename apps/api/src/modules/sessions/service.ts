/**
 * Sessions behind `userToken`: an opaque 256-bit token given once to the client, stored as its
 * SHA-256. A session ends when revoked, after SESSION_IDLE_MINUTES without a call, or
 * SESSION_MAX_DAYS after login, whichever comes first. Owns the `sessions` table. The auth plugin
 * gets `authenticate` from app.ts; account opens sessions, identity ends them.
 */
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { earliest, isoAfter, isoNow } from '../../lib/time.js';
import { hashSecret, newSecret } from '../../lib/tokens.js';
import {
  findSessionByHash,
  insertSession,
  insertSessionReturningId,
  lastSeenOfSessions,
  liveOfSessions,
  markSessionSecondFactor,
  revokeSession,
  revokeSessionsOfIdentity,
  touchSession,
} from './repo.js';

/** Sliding the idle expiry writes to the database at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

export async function openSession(db: Db, config: Config, accountId: number): Promise<string> {
  const token = newSecret();
  const now = isoNow();
  await insertSession(db, {
    token_hash: hashSecret(token),
    account_id: accountId,
    created_at: now,
    last_seen_at: now,
    idle_expires_at: isoAfter(now, config.session.idleMinutes),
    absolute_expires_at: isoAfter(now, config.session.maxDays * 1440),
    revoked_at: null,
  });
  return token;
}

/** The live session of a token, or null when unknown, revoked, expired or its profile disabled. */
export async function findLiveSession(db: Db, token: string) {
  const row = await findSessionByHash(db, hashSecret(token));
  const now = isoNow();
  if (!row || row.revokedAt !== null || row.disabled === 1) return null;
  if (row.idleExpiresAt <= now || row.absoluteExpiresAt <= now) return null;
  return row;
}

/**
 * The session a request's token opens, its idle expiry slid forward. Throws SESSION_EXPIRED for
 * an unknown, revoked or expired token.
 */
export async function authenticate(db: Db, config: Config, token: string): Promise<CurrentSession> {
  const row = await findLiveSession(db, token);
  if (!row) throw new AppError('SESSION_EXPIRED');
  let idleExpiresAt = row.idleExpiresAt;
  const now = new Date();
  if (now.getTime() - new Date(row.lastSeenAt).getTime() >= TOUCH_INTERVAL_MS) {
    idleExpiresAt = isoAfter(now, config.session.idleMinutes);
    await touchSession(db, row.sessionId, now.toISOString(), idleExpiresAt);
  }
  return {
    sessionId: row.sessionId,
    accountId: row.accountId,
    identityId: row.identityId,
    networkId: row.networkId,
    name: row.name,
    firstname: row.firstname,
    guest: row.guest === 1,
    role: row.role ?? 'passenger',
    staffRole: row.staffRole ?? null,
    secondFactorAt: row.secondFactorAt,
    absoluteExpiresAt: row.absoluteExpiresAt,
    expiresAt: earliest(idleExpiresAt, row.absoluteExpiresAt),
  };
}

/** Account/touch: the idle expiry starts again now; answers when the session will end. */
export async function extendSession(db: Db, config: Config, session: CurrentSession): Promise<string> {
  const now = new Date();
  const idleExpiresAt = isoAfter(now, config.session.idleMinutes);
  await touchSession(db, session.sessionId, now.toISOString(), idleExpiresAt);
  return earliest(idleExpiresAt, session.absoluteExpiresAt);
}

export async function endSession(db: Db, session: CurrentSession): Promise<void> {
  await revokeSession(db, session.sessionId, isoNow());
}

/**
 * Ends every open session of every profile of an identity (a password change), but the session
 * that made the change when given; answers how many ended.
 */
export async function endIdentitySessions(
  db: Db,
  identityId: number,
  at: string,
  keepSessionId?: number,
): Promise<number> {
  return revokeSessionsOfIdentity(db, identityId, at, keepSessionId);
}

/** A session opened for a paired device (Account/signinWithToken): its token and its id. */
export async function openSessionWithId(
  db: Db,
  config: Config,
  accountId: number,
): Promise<{ token: string; sessionId: number }> {
  const token = newSecret();
  const now = isoNow();
  const sessionId = await insertSessionReturningId(db, {
    token_hash: hashSecret(token),
    account_id: accountId,
    created_at: now,
    last_seen_at: now,
    idle_expires_at: isoAfter(now, config.session.idleMinutes),
    absolute_expires_at: isoAfter(now, config.session.maxDays * 1440),
    revoked_at: null,
  });
  return { token, sessionId };
}

/** Ends one session by its id (an unpaired device's). */
export async function endSessionById(db: Db, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId, isoNow());
}

/** When each of these sessions made its last call, by session id. */
export async function sessionsLastSeen(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await lastSeenOfSessions(db, ids);
  return new Map(rows.map((row) => [row.id, row.last_seen_at]));
}

/** Which of these sessions are still live (not ended, not expired): a guest's lent card waits on it. */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  return new Set(await liveOfSessions(db, ids, isoNow()));
}

/** The session gave its staff member's second factor now: the staff scope lets it through (decision 070). */
export async function passSecondFactor(db: Db, sessionId: number, at: string): Promise<void> {
  await markSessionSecondFactor(db, sessionId, at);
}
