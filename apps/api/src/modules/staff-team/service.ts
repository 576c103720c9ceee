/**
 * The staff accounts, managed by supervisors in the back office (issue 25, decision 078): the team
 * listed with each member's role and second factor, an account created through the same
 * `createStaffMember` as the `staff create` command, a role changed, an account disabled (its
 * sessions ended). The last active supervisor can be neither demoted nor disabled. Each action is
 * in the audit log with its before and after. Owns no table: identities are the identity module's,
 * the second factors staff-auth's, the sessions the sessions module's.
 */
import type { StaffMember, StaffRole } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { recordStaffAction } from '../audit/service.js';
import {
  disableStaffIdentity,
  findIdentity,
  mayLeaveSupervisors,
  setStaffRole,
  staffIdentities,
  staffIdentityOfAddress,
} from '../identity/service.js';
import { endIdentitySessions } from '../sessions/service.js';
import { createStaffMember, secondFactorEnrolledAmong } from '../staff-auth/service.js';

type StaffRow = Awaited<ReturnType<typeof staffIdentities>>[number];

/** The supervisor behind the session: the audit log's "who". */
async function supervisorOf(ctx: AppContext, session: CurrentSession) {
  const identity = session.identityId === null ? undefined : await findIdentity(ctx.db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

function memberOf(row: StaffRow, enrolled: Set<number>, you: number | null): StaffMember {
  return {
    email: row.email,
    firstname: row.firstname,
    name: row.name,
    staffRole: row.staff_role ?? 'agent',
    secondFactorEnrolled: enrolled.has(row.id),
    disabledAt: row.staff_disabled_at,
    createdAt: row.created_at,
    you: row.id === you,
  };
}

async function memberByAddress(ctx: AppContext, email: string, you: number | null) {
  const row = await staffIdentityOfAddress(ctx.db, email);
  if (!row) throw new AppError('NOT_FOUND');
  return memberOf(row, await secondFactorEnrolledAmong(ctx.db, [row.id]), you);
}

/** Staff/getStaffMembers.json. */
export async function listStaffMembers(ctx: AppContext, session: CurrentSession) {
  const rows = await staffIdentities(ctx.db);
  const enrolled = await secondFactorEnrolledAmong(
    ctx.db,
    rows.map((row) => row.id),
  );
  const members = rows.map((row) => memberOf(row, enrolled, session.identityId));
  // Active first (an ISO date sorts after null the other way round on each database): by address within.
  members.sort(
    (a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null) || a.email.localeCompare(b.email),
  );
  return { members };
}

/**
 * Staff/createStaffMember.json: the command's path (decision 070), the supervisor as the "who".
 * The password is drawn and answered once; the member enrols an app at first sign-in.
 */
export async function createStaffMemberByBackOffice(
  ctx: AppContext,
  session: CurrentSession,
  request: { email: string; role: StaffRole; firstname?: string | undefined; name?: string | undefined },
) {
  const by = await supervisorOf(ctx, session);
  const created = await createStaffMember(
    ctx.db,
    {
      email: request.email,
      role: request.role,
      ...(request.firstname ? { firstname: request.firstname } : {}),
      ...(request.name ? { name: request.name } : {}),
    },
    by,
  );
  if (!created.created) {
    if (created.refusal === 'taken') throw new AppError('EMAIL_EXISTS');
    throw new AppError('VALIDATION_ERROR');
  }
  return {
    member: await memberByAddress(ctx, created.email, session.identityId),
    password: created.password,
  };
}

/** Staff/changeStaffRole.json: refused for the last active supervisor, who would leave none. */
export async function changeStaffRole(
  ctx: AppContext,
  session: CurrentSession,
  request: { email: string; role: StaffRole },
) {
  const by = await supervisorOf(ctx, session);
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await staffIdentityOfAddress(trx, request.email);
    if (!row) throw new AppError('NOT_FOUND');
    const before = row.staff_role ?? 'agent';
    if (before === request.role) return;
    if (request.role !== 'supervisor' && !(await mayLeaveSupervisors(trx, row.id)))
      throw new AppError('LAST_SUPERVISOR');
    await setStaffRole(trx, row.id, request.role, now);
    await recordStaffAction(
      trx,
      {
        staff: by,
        action: 'staff.role-change',
        recordKind: 'staff-account',
        recordId: row.id,
        before: { staffRole: before },
        after: { staffRole: request.role },
      },
      now,
    );
  });
  return { member: await memberByAddress(ctx, request.email, session.identityId) };
}

/**
 * Staff/disableStaffMember.json: the account signs in no more and every session of it ends now.
 * Refused for the last active supervisor; a second time changes nothing.
 */
export async function disableStaffMember(
  ctx: AppContext,
  session: CurrentSession,
  request: { email: string },
) {
  const by = await supervisorOf(ctx, session);
  const now = isoNow();
  const sessionsEnded = await ctx.db.transaction().execute(async (trx) => {
    const row = await staffIdentityOfAddress(trx, request.email);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.staff_disabled_at !== null) return 0;
    if (!(await mayLeaveSupervisors(trx, row.id))) throw new AppError('LAST_SUPERVISOR');
    if (!(await disableStaffIdentity(trx, row.id, now))) return 0;
    const ended = await endIdentitySessions(trx, row.id, now);
    await recordStaffAction(
      trx,
      {
        staff: by,
        action: 'staff.disable',
        recordKind: 'staff-account',
        recordId: row.id,
        before: { disabled: false, staffRole: row.staff_role ?? 'agent' },
        after: { disabled: true, sessionsEnded: ended },
      },
      now,
    );
    return ended;
  });
  return { member: await memberByAddress(ctx, request.email, session.identityId), sessionsEnded };
}
