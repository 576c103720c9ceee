/**
 * Coarse geolocation (issue 11, decision 050). Owns `geolocation_consents` and `geolocations`: an
 * account's position is taken only once it agreed (off by default), rounded to about a kilometre
 * before it is stored, and deleted a day later by a job, or at once when the consent is withdrawn.
 */
import { coarseCoordinate, GEOLOCATION_RETENTION_HOURS, type GeolocationConsent } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import type { JobContext } from '../../lib/periodic-job.js';
import {
  deleteConsent,
  deleteGeolocationsBefore,
  deleteGeolocationsOf,
  findConsent,
  insertConsent,
  insertGeolocation,
  listGeolocationsOf,
} from './repo.js';

const RETENTION_MS = GEOLOCATION_RETENTION_HOURS * 3_600_000;

export async function geolocationConsent(db: Db, session: CurrentSession): Promise<GeolocationConsent> {
  const row = await findConsent(db, session.accountId);
  return { granted: row !== undefined, grantedAt: row?.granted_at ?? null };
}

/** Gives or withdraws the consent; withdrawn, the positions already stored are deleted with it. */
export async function setGeolocationConsent(
  db: Db,
  session: CurrentSession,
  granted: boolean,
  now = new Date(),
): Promise<GeolocationConsent> {
  await db.transaction().execute(async (trx) => {
    if (granted) {
      await insertConsent(trx, session.accountId, now.toISOString());
    } else {
      await deleteConsent(trx, session.accountId);
      await deleteGeolocationsOf(trx, session.accountId);
    }
  });
  return geolocationConsent(db, session);
}

/**
 * Intelligence/sendGeolocation.json: stores the position rounded to 0.01°; without the consent
 * 403 GEOLOCATION_CONSENT_REQUIRED and nothing is stored. The consent is read in the same
 * transaction as the insert, so a withdrawal cannot leave a position behind.
 */
export async function sendGeolocation(
  db: Db,
  session: CurrentSession,
  position: { latitude: number; longitude: number },
  now = new Date(),
) {
  const at = now.toISOString();
  const stored = {
    latitude: coarseCoordinate(position.latitude),
    longitude: coarseCoordinate(position.longitude),
  };
  await db.transaction().execute(async (trx) => {
    if (!(await findConsent(trx, session.accountId))) throw new AppError('GEOLOCATION_CONSENT_REQUIRED');
    await insertGeolocation(trx, { accountId: session.accountId, ...stored, at });
  });
  return { ...stored, recordedAt: at, deleteAfter: new Date(now.getTime() + RETENTION_MS).toISOString() };
}

/** The retention job: deletes the positions received more than 24 hours before `now`. */
export function purgeOldGeolocations(db: Db, now = new Date()): Promise<number> {
  return deleteGeolocationsBefore(db, new Date(now.getTime() - RETENTION_MS).toISOString());
}

/** The retention job's run (src/jobs.ts): a delete by age, the same whoever runs it, and how often. */
export async function runGeolocationRetention(ctx: JobContext): Promise<number> {
  const deleted = await purgeOldGeolocations(ctx.db);
  if (deleted > 0) ctx.log.info({ deleted }, 'geolocation retention job: run done');
  return deleted;
}

/** What an account's data export holds of it: the consent and the positions still kept. */
export async function geolocationsForExport(db: Db, accountId: number) {
  const consent = await findConsent(db, accountId);
  const positions = await listGeolocationsOf(db, accountId);
  return {
    consentGrantedAt: consent?.granted_at ?? null,
    positions: positions.map((row) => ({
      latitude: row.latitude,
      longitude: row.longitude,
      recordedAt: row.recorded_at,
    })),
  };
}

/** An erased account's consent and positions go (account deletion). */
export async function eraseGeolocationsOf(db: Db, accountId: number): Promise<void> {
  await deleteConsent(db, accountId);
  await deleteGeolocationsOf(db, accountId);
}

/** "Your data" (decision 049): the consent and positions for the export, and their erasure. */
export { eraseGeolocationOfAccounts, geolocationForExport } from './erasure.js';
