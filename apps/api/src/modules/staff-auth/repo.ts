/** The staff's authenticator secrets, recovery codes and wrong codes (decision 070). */
import type { Db } from '../../db/index.js';

export function findSecondFactor(db: Db, identityId: number) {
  return db
    .selectFrom('staff_second_factors')
    .selectAll()
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
}

/** The stored secrets not yet sealed (written before decision 078). */
export function plaintextSecrets(db: Db) {
  return db
    .selectFrom('staff_second_factors')
    .select(['identity_id', 'secret'])
    .where('secret', 'not like', 'v1.%')
    .execute();
}

/** Replaces a plaintext secret by its sealed value, unless it changed meanwhile. */
export async function resealSecret(db: Db, identityId: number, plaintext: string, sealed: string) {
  const result = await db
    .updateTable('staff_second_factors')
    .set({ secret: sealed })
    .where('identity_id', '=', identityId)
    .where('secret', '=', plaintext)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new secret awaiting its first code, in place of an earlier one never confirmed. */
export async function replacePendingSecret(db: Db, identityId: number, secret: string, now: string) {
  await db
    .deleteFrom('staff_second_factors')
    .where('identity_id', '=', identityId)
    .where('enrolled_at', 'is', null)
    .execute();
  await db
    .insertInto('staff_second_factors')
    .values({ identity_id: identityId, secret, created_at: now, enrolled_at: null, last_time_step: null })
    .execute();
}

/**
 * Marks the secret confirmed, once: answers false when another request confirmed it first (the
 * recovery codes are then that request's).
 */
export async function confirmSecret(
  db: Db,
  identityId: number,
  timeStep: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_second_factors')
    .set({ enrolled_at: now, last_time_step: timeStep })
    .where('identity_id', '=', identityId)
    .where('enrolled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends a time step: answers false when a code of that step or a later one was already accepted
 * (the same code twice, or two requests racing with it).
 */
export async function spendTimeStep(db: Db, identityId: number, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_second_factors')
    .set({ last_time_step: timeStep })
    .where('identity_id', '=', identityId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  db: Db,
  identityId: number,
  hashes: readonly string[],
  now: string,
) {
  await db.deleteFrom('staff_recovery_codes').where('identity_id', '=', identityId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      hashes.map((code_hash) => ({ identity_id: identityId, code_hash, created_at: now, used_at: null })),
    )
    .execute();
}

export function unusedRecoveryCodes(db: Db, identityId: number) {
  return db
    .selectFrom('staff_recovery_codes')
    .select(['id', 'code_hash'])
    .where('identity_id', '=', identityId)
    .where('used_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Spends a recovery code once: false when another request spent it first. */
export async function spendRecoveryCode(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordFailure(db: Db, identityId: number, now: string, windowStart: string) {
  // The rows past the window count for nothing: they go as new ones come.
  await db
    .deleteFrom('staff_second_factor_failures')
    .where('identity_id', '=', identityId)
    .where('created_at', '<', windowStart)
    .execute();
  await db
    .insertInto('staff_second_factor_failures')
    .values({ identity_id: identityId, created_at: now })
    .execute();
}

export async function countFailures(db: Db, identityId: number, since: string) {
  const row = await db
    .selectFrom('staff_second_factor_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('identity_id', '=', identityId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest as string | null };
}

/** Of some identities, those with a confirmed authenticator app (the team page, decision 078). */
export async function enrolledAmong(db: Db, identityIds: readonly number[]): Promise<Set<number>> {
  if (identityIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('staff_second_factors')
    .select('identity_id')
    .where('identity_id', 'in', [...identityIds])
    .where('enrolled_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.identity_id));
}
