/**
 * The team page's calls (issue 25, decision 078): a supervisor lists the staff, creates an account
 * through the command's own service (the drawn password signs in, the second factor is asked),
 * changes a role and disables an account (its sessions end, it signs in no more); the last active
 * supervisor is neither demoted nor disabled, even by two supervisors at once; each action is in
 * the audit log. An agent is refused here; passengers and guests by the access matrix and
 * test/modules/staff-auth (the call table's `supervisorOnly`).
 */
import { describe, expect, it } from 'vitest';
import { STAFF, SUPERVISOR } from '../../../src/db/seed-staff.js';
import type { AppError } from '../../../src/lib/errors.js';
import { authenticate } from '../../../src/modules/sessions/service.js';
import { changeStaffRole } from '../../../src/modules/staff-team/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff, logInAsSupervisor, logInStaffOnly } from '../../helpers/staff.js';

type Member = {
  email: string;
  staffRole: 'agent' | 'supervisor';
  secondFactorEnrolled: boolean;
  disabledAt: string | null;
  you: boolean;
};

const TEAM_CALLS = [
  ['GET', 'Staff/getStaffMembers.json', {}],
  ['POST', 'Staff/createStaffMember.json', { email: 'x.agent@example.org', role: 'agent' }],
  ['POST', 'Staff/changeStaffRole.json', { email: SUPERVISOR.email, role: 'agent' }],
  ['POST', 'Staff/disableStaffMember.json', { email: SUPERVISOR.email }],
] as const;

describe.each(DIALECTS)('the staff team ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  let made = 0;

  async function create(userToken: string, role: 'agent' | 'supervisor') {
    made += 1;
    const email = `team-${made}@example.org`;
    const answer = okResponse(
      await post<{ member: Member; password: string }>(ctx().app, 'Staff/createStaffMember.json', {
        userToken,
        email: email.toUpperCase(),
        role,
        firstname: 'Nolwenn',
      }),
    );
    return { ...answer, email };
  }

  const auditOf = (action: string, recordId: string) =>
    ctx()
      .app.db.selectFrom('audit_log')
      .select(['staff_email', 'before_json', 'after_json'])
      .where('action', '=', action)
      .where('record_id', '=', recordId)
      .execute();

  const idOf = async (email: string) =>
    String(
      (
        await ctx()
          .app.db.selectFrom('identities')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('refuses an agent each call of the team, changing nothing', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app, STAFF);
    for (const [method, path, body] of TEAM_CALLS) {
      const answer =
        method === 'GET'
          ? await get(app, path, { userToken: agent.userToken, ...body })
          : await post(app, path, { userToken: agent.userToken, ...body });
      expect(answer.statusCode, path).toBe(403);
      expect(koError(answer).code).toBe('FORBIDDEN');
    }
    const passenger = await signUpAndLogIn(app);
    const refused = await get(app, 'Staff/getStaffMembers.json', { userToken: passenger.userToken });
    expect(koError(refused).code).toBe('FORBIDDEN');
    const supervisor = await logInAsSupervisor(app);
    const { members } = okResponse(
      await get<{ members: Member[] }>(app, 'Staff/getStaffMembers.json', {
        userToken: supervisor.userToken,
      }),
    );
    expect(members.find((member) => member.email === SUPERVISOR.email)).toMatchObject({
      staffRole: 'supervisor',
      disabledAt: null,
      you: true,
    });
    expect(members.find((member) => member.email === STAFF.email)).toMatchObject({
      staffRole: 'agent',
      secondFactorEnrolled: false,
      disabledAt: null,
      you: false,
    });
    expect(members.some((member) => member.email === 'x.agent@example.org')).toBe(false);
  });

  it('creates an account as the command does: its drawn password signs in and the second factor is asked; audited', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const created = await create(supervisor.userToken, 'agent');
    expect(created.member).toMatchObject({
      email: created.email,
      staffRole: 'agent',
      secondFactorEnrolled: false,
      you: false,
    });
    expect(created.password.length).toBeGreaterThanOrEqual(12);
    const session = await logInStaffOnly(app, { email: created.email, password: created.password });
    const early = await get(app, 'Staff/whoami.json', { userToken: session.userToken });
    expect(koError(early).code).toBe('SECOND_FACTOR_REQUIRED');
    const audit = await auditOf('staff.create', await idOf(created.email));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe(SUPERVISOR.email);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      email: created.email,
      staffRole: 'agent',
      by: 'back-office',
    });
    // An address in use, staff or passenger, is refused: a passenger is never made staff.
    const again = await post(app, 'Staff/createStaffMember.json', {
      userToken: supervisor.userToken,
      email: created.email,
      role: 'supervisor',
    });
    expect(again.statusCode).toBe(409);
    expect(koError(again).code).toBe('EMAIL_EXISTS');
    const passenger = await signUpAndLogIn(app);
    const taken = await post(app, 'Staff/createStaffMember.json', {
      userToken: supervisor.userToken,
      email: passenger.passenger.email,
      role: 'agent',
    });
    expect(koError(taken).code).toBe('EMAIL_EXISTS');
    const bad = await post(app, 'Staff/createStaffMember.json', {
      userToken: supervisor.userToken,
      email: 'not-an-address',
      role: 'boss',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes a role, read by the next call of that member, with its before and after audited', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const created = await create(supervisor.userToken, 'agent');
    const member = await logInAsStaff(app, { email: created.email, password: created.password });
    expect((await get(app, 'Staff/getStaffMembers.json', { userToken: member.userToken })).statusCode).toBe(
      403,
    );
    const changed = okResponse(
      await post<{ member: Member }>(app, 'Staff/changeStaffRole.json', {
        userToken: supervisor.userToken,
        email: created.email,
        role: 'supervisor',
      }),
    );
    expect(changed.member.staffRole).toBe('supervisor');
    expect((await get(app, 'Staff/getStaffMembers.json', { userToken: member.userToken })).statusCode).toBe(
      200,
    );
    const audit = await auditOf('staff.role-change', await idOf(created.email));
    expect(audit.map((row) => [JSON.parse(row.before_json!), JSON.parse(row.after_json!)])).toEqual([
      [{ staffRole: 'agent' }, { staffRole: 'supervisor' }],
    ]);
    const unknown = await post(app, 'Staff/changeStaffRole.json', {
      userToken: supervisor.userToken,
      email: 'nobody@example.org',
      role: 'agent',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('disables an account: its sessions end, its password signs in no more; audited once', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const created = await create(supervisor.userToken, 'agent');
    const member = await logInAsStaff(app, { email: created.email, password: created.password });
    const disabled = okResponse(
      await post<{ member: Member; sessionsEnded: number }>(app, 'Staff/disableStaffMember.json', {
        userToken: supervisor.userToken,
        email: created.email,
      }),
    );
    expect(disabled.sessionsEnded).toBe(1);
    expect(disabled.member.disabledAt).not.toBeNull();
    const gone = await get(app, 'Staff/whoami.json', { userToken: member.userToken });
    expect(gone.statusCode).toBe(401);
    const signIn = await post(app, 'Identity/signIn', { email: created.email, password: created.password });
    expect(signIn.statusCode).toBe(403);
    expect(koError(signIn).code).toBe('STAFF_ACCOUNT_DISABLED');
    // A wrong password still answers as for anyone: the state is told after the password only.
    const wrong = await post(app, 'Identity/signIn', {
      email: created.email,
      password: 'not-the-password-1',
    });
    expect(koError(wrong).code).toBe('INVALID_PASSWORD');
    const twice = okResponse(
      await post<{ sessionsEnded: number }>(app, 'Staff/disableStaffMember.json', {
        userToken: supervisor.userToken,
        email: created.email,
      }),
    );
    expect(twice.sessionsEnded).toBe(0);
    const audit = await auditOf('staff.disable', await idOf(created.email));
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ disabled: true, sessionsEnded: 1 });
    const { members } = okResponse(
      await get<{ members: Member[] }>(app, 'Staff/getStaffMembers.json', {
        userToken: supervisor.userToken,
      }),
    );
    // Active members first, the disabled ones after.
    const firstDisabled = members.findIndex((entry) => entry.disabledAt !== null);
    expect(members.slice(firstDisabled).every((entry) => entry.disabledAt !== null)).toBe(true);
  });
});

describe.each(DIALECTS)('the last active supervisor ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('is neither demoted nor disabled, by themselves or by two supervisors demoting each other at once', async () => {
    const { app } = ctx();
    const seeded = await logInAsSupervisor(app);
    const self = await post(app, 'Staff/changeStaffRole.json', {
      userToken: seeded.userToken,
      email: SUPERVISOR.email,
      role: 'agent',
    });
    expect(self.statusCode).toBe(409);
    expect(koError(self).code).toBe('LAST_SUPERVISOR');
    const disableSelf = await post(app, 'Staff/disableStaffMember.json', {
      userToken: seeded.userToken,
      email: SUPERVISOR.email,
    });
    expect(koError(disableSelf).code).toBe('LAST_SUPERVISOR');

    // A second supervisor: now each may step down, but of two at once one stays.
    const { password } = okResponse(
      await post<{ password: string }>(app, 'Staff/createStaffMember.json', {
        userToken: seeded.userToken,
        email: 'second.supervisor@example.org',
        role: 'supervisor',
      }),
    );
    const second = await logInAsStaff(app, { email: 'second.supervisor@example.org', password });
    // Both sessions read before, so that both requests reach the rule (no refusal at the door).
    const { config } = ctx();
    const sessions = await Promise.all([
      authenticate(app.db, config, seeded.userToken),
      authenticate(app.db, config, second.userToken),
    ]);
    const answers = await Promise.allSettled([
      changeStaffRole(app.ctx, sessions[0], { email: 'second.supervisor@example.org', role: 'agent' }),
      changeStaffRole(app.ctx, sessions[1], { email: SUPERVISOR.email, role: 'agent' }),
    ]);
    const codes = answers
      .map((answer) => (answer.status === 'fulfilled' ? 'ok' : (answer.reason as AppError).code))
      .sort();
    expect(codes).toEqual(['LAST_SUPERVISOR', 'ok']);
    const active = await app.db
      .selectFrom('identities')
      .select('email')
      .where('role', '=', 'staff')
      .where('staff_role', '=', 'supervisor')
      .where('staff_disabled_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    // Nothing refused was written in the audit log.
    const written = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['staff.role-change', 'staff.disable'])
      .execute();
    expect(written).toHaveLength(1);
    // The one left can disable the other, never themselves.
    const [left] = active;
    const other = left!.email === SUPERVISOR.email ? 'second.supervisor@example.org' : SUPERVISOR.email;
    const leftToken = left!.email === SUPERVISOR.email ? seeded.userToken : second.userToken;
    okResponse(await post(app, 'Staff/disableStaffMember.json', { userToken: leftToken, email: other }));
    const last = await post(app, 'Staff/disableStaffMember.json', {
      userToken: leftToken,
      email: left!.email,
    });
    expect(koError(last).code).toBe('LAST_SUPERVISOR');
  });
});
