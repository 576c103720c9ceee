/**
 * The staff's second factor (issue 25, decision 070): a staff session passes the staff scope only
 * once it gave a TOTP code or a recovery code; enrolment by QR code answers ten recovery codes
 * once; wrong codes are rate limited; a recovery code and a code of the app serve once.
 */
import { CALL_LIST, RECOVERY_CODE_COUNT } from '@oceane/domain';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  createStaffMember,
  SECOND_FACTOR_FAILURES_PER_IDENTITY,
} from '../../../src/modules/staff-auth/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff, logInStaffOnly } from '../../helpers/staff.js';

type Enrolment = { secret: string; otpauthUri: string; qrSvg: string };
type Status = { enrolled: boolean; verified: boolean; staffRole: string };

/** The code the app shows `steps` time steps from now (30 s each). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(DIALECTS)('the staff second factor ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  let made = 0;

  /** A supervisor of the test's own (the database is the file's), made as the command makes one. */
  async function newSupervisor() {
    const { app } = ctx();
    made += 1;
    const person = { email: `supervisor-${made}@example.org`, password: 'a-long-staff-password-2026' };
    const created = await createStaffMember(app.db, { ...person, role: 'supervisor' });
    if (!created.created) throw new Error(created.reason);
    return { ...person, identityId: created.identityId };
  }

  async function enrol(person?: { email: string; password: string }) {
    const { app } = ctx();
    person ??= await newSupervisor();
    const session = await logInStaffOnly(app, person);
    const enrolment = okResponse(
      await post<Enrolment>(app, 'Staff/enrolSecondFactor.json', { userToken: session.userToken }),
    );
    return { session, enrolment, person };
  }

  async function enrolAndConfirm() {
    const { app } = ctx();
    const { session, enrolment, person } = await enrol();
    const code = await codeAt(enrolment.secret);
    const { recoveryCodes } = okResponse(
      await post<{ recoveryCodes: string[] }>(app, 'Staff/confirmSecondFactor.json', {
        userToken: session.userToken,
        code,
      }),
    );
    return { session, enrolment, recoveryCodes, person, code };
  }

  it('keeps a staff session signed in with its password alone out of every staff call but the factor’s own', async () => {
    const { app } = ctx();
    const session = await logInStaffOnly(app, await newSupervisor());
    const whoami = await get(app, 'Staff/whoami.json', { userToken: session.userToken, locale: 'en' });
    expect(whoami.statusCode).toBe(403);
    expect(koError(whoami).code).toBe('SECOND_FACTOR_REQUIRED');
    const disruptions = await get(app, 'Staff/getDisruptions.json', { userToken: session.userToken });
    expect(koError(disruptions).code).toBe('SECOND_FACTOR_REQUIRED');
    const status = okResponse(
      await get<Status>(app, 'Staff/secondFactorStatus.json', { userToken: session.userToken }),
    );
    expect(status).toEqual({ enrolled: false, verified: false, staffRole: 'supervisor' });
    // The call table says which calls come before the factor: the four of the factor, no other.
    expect(CALL_LIST.filter((call) => call.beforeSecondFactor).map((call) => call.name)).toEqual([
      'staffSecondFactorStatus',
      'enrolSecondFactor',
      'confirmSecondFactor',
      'verifySecondFactor',
    ]);
  });

  it('enrols by QR code: the secret as text and as the SVG of its otpauth URI', async () => {
    const { enrolment } = await enrol();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+supervisor-\d+%40example\.org\?/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('confirms with the first code: enrolled, this session passes, ten recovery codes answered once and stored hashed', async () => {
    const { app } = ctx();
    const { session, recoveryCodes, person } = await enrolAndConfirm();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const whoami = await get(app, 'Staff/whoami.json', { userToken: session.userToken });
    expect(whoami.statusCode).toBe(200);
    const stored = await app.db
      .selectFrom('staff_recovery_codes')
      .innerJoin('identities', 'identities.id', 'staff_recovery_codes.identity_id')
      .select('code_hash')
      .where('identities.email', '=', person.email)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^\$argon2id\$/);
      for (const code of recoveryCodes) expect(code_hash).not.toContain(code);
    }
    // Enrolled once: a second enrolment would let a stolen session swap the factor.
    const again = await post(app, 'Staff/enrolSecondFactor.json', { userToken: session.userToken });
    expect(again.statusCode).toBe(409);
    expect(koError(again).code).toBe('SECOND_FACTOR_ALREADY_ENROLLED');
  });

  it('asks each new session for a code: a code of the app passes it, never the same code twice', async () => {
    const { app } = ctx();
    const { enrolment, person, code } = await enrolAndConfirm();
    const next = await logInStaffOnly(app, person);
    const status = okResponse(
      await get<Status>(app, 'Staff/secondFactorStatus.json', { userToken: next.userToken }),
    );
    expect(status).toMatchObject({ enrolled: true, verified: false });
    expect((await get(app, 'Staff/whoami.json', { userToken: next.userToken })).statusCode).toBe(403);
    // The confirmation's code was spent with its time step.
    const replay = await post(app, 'Staff/verifySecondFactor.json', { userToken: next.userToken, code });
    expect(koError(replay).code).toBe('INVALID_SECOND_FACTOR_CODE');
    const verified = okResponse(
      await post<{ verified: true; recoveryCodesLeft: number }>(app, 'Staff/verifySecondFactor.json', {
        userToken: next.userToken,
        code: await codeAt(enrolment.secret, 1),
      }),
    );
    expect(verified).toEqual({ verified: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect((await get(app, 'Staff/whoami.json', { userToken: next.userToken })).statusCode).toBe(200);
  });

  it('lets a recovery code through once, in any case and with or without its dash, and audits its use', async () => {
    const { app } = ctx();
    const { recoveryCodes, person } = await enrolAndConfirm();
    const first = await logInStaffOnly(app, person);
    const code = recoveryCodes[3]!;
    const used = okResponse(
      await post<{ recoveryCodesLeft: number }>(app, 'Staff/verifySecondFactor.json', {
        userToken: first.userToken,
        code: code.toUpperCase().replace('-', ''),
      }),
    );
    expect(used.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await get(app, 'Staff/whoami.json', { userToken: first.userToken })).statusCode).toBe(200);
    const second = await logInStaffOnly(app, person);
    const again = await post(app, 'Staff/verifySecondFactor.json', { userToken: second.userToken, code });
    expect(again.statusCode).toBe(400);
    expect(koError(again).code).toBe('INVALID_SECOND_FACTOR_CODE');
    expect((await get(app, 'Staff/whoami.json', { userToken: second.userToken })).statusCode).toBe(403);
    const actions = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('staff_email', '=', person.email)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'staff.create',
      'second-factor.enrol',
      'second-factor.recovery-code-use',
    ]);
  });

  it('rate limits wrong codes per staff member: the attempts left, then 429 RATE_LIMITED even for a right code', async () => {
    const { app } = ctx();
    const { enrolment, person } = await enrolAndConfirm();
    const session = await logInStaffOnly(app, person);
    for (let attempt = 1; attempt <= SECOND_FACTOR_FAILURES_PER_IDENTITY; attempt += 1) {
      const wrong = await post(app, 'Staff/verifySecondFactor.json', {
        userToken: session.userToken,
        code: '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect((wrong.body as { error: { details?: unknown } }).error.details).toEqual({
        remainingAttempts: SECOND_FACTOR_FAILURES_PER_IDENTITY - attempt,
        lockMinutes: expect.any(Number) as number,
      });
    }
    const blocked = await post(app, 'Staff/verifySecondFactor.json', {
      userToken: session.userToken,
      code: await codeAt(enrolment.secret, 1),
    });
    expect(blocked.statusCode).toBe(429);
    expect(koError(blocked).code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another session of the same person is blocked too: the count is the person's.
    const other = await logInStaffOnly(app, person);
    expect(
      (await post(app, 'Staff/verifySecondFactor.json', { userToken: other.userToken, code: '123456' }))
        .statusCode,
    ).toBe(429);
  });

  it('refuses a wrong first code without enrolling, and a code before any enrolment', async () => {
    const { app } = ctx();
    const { session } = await enrol();
    const wrong = await post(app, 'Staff/confirmSecondFactor.json', {
      userToken: session.userToken,
      code: '000000',
    });
    expect(koError(wrong).code).toBe('INVALID_SECOND_FACTOR_CODE');
    expect(
      okResponse(await get<Status>(app, 'Staff/secondFactorStatus.json', { userToken: session.userToken }))
        .enrolled,
    ).toBe(false);
    const agent = await logInStaffOnly(app, await newSupervisor());
    const early = await post(app, 'Staff/verifySecondFactor.json', {
      userToken: agent.userToken,
      code: '123456',
    });
    expect(early.statusCode).toBe(409);
    expect(koError(early).code).toBe('SECOND_FACTOR_NOT_ENROLLED');
  });

  it('refuses, on every staff call of the table, a passenger, a guest, an agent where supervisorOnly, and a session without its factor', async () => {
    const { app } = ctx();
    const passenger = await signUpAndLogIn(app);
    const { user: guest } = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const agent = await logInAsStaff(app);
    const withoutFactor = await logInStaffOnly(app, await newSupervisor());
    // The refusals come before the body is read: the token alone is sent.
    const send = (call: (typeof CALL_LIST)[number], userToken: string) =>
      call.method === 'GET' ? get(app, call.path, { userToken }) : post(app, call.path, { userToken });
    const staffCalls = CALL_LIST.filter((call) => call.access === 'staff');
    expect(staffCalls.length).toBeGreaterThanOrEqual(9);
    const answers: string[] = [];
    for (const call of staffCalls) {
      for (const [who, token] of [
        ['passenger', passenger.userToken],
        ['guest', guest.userToken],
      ] as const) {
        const answer = await send(call, token);
        answers.push(`${call.name} ${who} ${answer.statusCode} ${koError(answer).code}`);
      }
      if (call.supervisorOnly) {
        const answer = await send(call, agent.userToken);
        answers.push(`${call.name} agent ${answer.statusCode} ${koError(answer).code}`);
      }
      const early = await send(call, withoutFactor.userToken);
      const code = early.body.status === 'ko' ? early.body.error.code : 'ok';
      answers.push(`${call.name} without factor ${code === 'SECOND_FACTOR_REQUIRED' ? 'asked' : 'let in'}`);
    }
    const expected = staffCalls.flatMap((call) => [
      `${call.name} passenger 403 FORBIDDEN`,
      `${call.name} guest 403 FORBIDDEN`,
      ...(call.supervisorOnly ? [`${call.name} agent 403 FORBIDDEN`] : []),
      `${call.name} without factor ${call.beforeSecondFactor ? 'let in' : 'asked'}`,
    ]);
    expect(answers).toEqual(expected);
    expect(staffCalls.filter((call) => call.supervisorOnly).map((call) => call.name)).toEqual([
      'getAuditLog',
      'exportAuditLog',
      'closeSchedule',
      'getStaffMembers',
      'createStaffMember',
      'changeStaffRole',
      'disableStaffMember',
      'salesJournalCsv',
      'salesJournalPdf',
      'getStaffCatalogue',
      'schedulePrice',
      'getStaffVouchers',
      'createVoucher',
      'updateVoucherLimits',
      'disableVoucher',
      'getVoucherUsage',
      'getStaffAgency',
      'updateAgency',
    ]);
  });
});
