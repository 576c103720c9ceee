/**
 * The staff identities as supervisors manage them (decision 078): listed, their role changed, an
 * account disabled. The last active supervisor stays one: the active supervisors' rows are locked
 * first (an update that changes nothing), so two supervisors demoting each other at once are
 * taken one after the other, and the second finds no other supervisor left.
 */
import type { StaffRole } from '@oceane/domain';
import type { Db } from '../../db/index.js';

/** Every staff identity, active ones first, then by address. */
export function staffIdentities(db: Db) {
  return db
    .selectFrom('identities')
    .select(['id', 'email', 'name', 'firstname', 'staff_role', 'staff_disabled_at', 'created_at'])
    .where('role', '=', 'staff')
    .orderBy('staff_disabled_at', 'desc')
    .orderBy('email')
    .execute();
}

/** A staff identity by its address, or undefined (a passenger's address is none). */
export function staffIdentityOfAddress(db: Db, email: string) {
  return db
    .selectFrom('identities')
    .select(['id', 'email', 'name', 'firstname', 'staff_role', 'staff_disabled_at', 'created_at'])
    .where('role', '=', 'staff')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Locks the active supervisors' rows until the transaction ends (PostgreSQL; SQLite writes one at a time). */
async function lockActiveSupervisors(trx: Db) {
  await trx
    .updateTable('identities')
    .set((eb) => ({ staff_role: eb.ref('staff_role') }))
    .where('role', '=', 'staff')
    .where('staff_role', '=', 'supervisor')
    .where('staff_disabled_at', 'is', null)
    .execute();
}

async function otherActiveSupervisors(trx: Db, identityId: number): Promise<number> {
  const row = await trx
    .selectFrom('identities')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('role', '=', 'staff')
    .where('staff_role', '=', 'supervisor')
    .where('staff_disabled_at', 'is', null)
    .where('id', '!=', identityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Within a transaction: whether the identity may stop being an active supervisor (it is not one,
 * or another active supervisor remains), the rows locked until the transaction ends.
 */
export async function mayLeaveSupervisors(trx: Db, identityId: number): Promise<boolean> {
  await lockActiveSupervisors(trx);
  const row = await staffRowById(trx, identityId);
  if (!row || row.staff_role !== 'supervisor' || row.staff_disabled_at !== null) return true;
  return (await otherActiveSupervisors(trx, identityId)) > 0;
}

function staffRowById(db: Db, identityId: number) {
  return db
    .selectFrom('identities')
    .select(['staff_role', 'staff_disabled_at'])
    .where('id', '=', identityId)
    .where('role', '=', 'staff')
    .executeTakeFirst();
}

export async function setStaffRole(db: Db, identityId: number, staffRole: StaffRole, at: string) {
  await db
    .updateTable('identities')
    .set({ staff_role: staffRole, updated_at: at })
    .where('id', '=', identityId)
    .where('role', '=', 'staff')
    .execute();
}

/** Disables a staff account once: false when it was already disabled. */
export async function disableStaffIdentity(db: Db, identityId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('identities')
    .set({ staff_disabled_at: at, updated_at: at })
    .where('id', '=', identityId)
    .where('role', '=', 'staff')
    .where('staff_disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
