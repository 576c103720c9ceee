/**
 * The audit log (issue 25, decision 070): each staff action writes who, what, when, on which
 * record and its before/after; supervisors read it filtered by staff member, customer and days,
 * and export it as CSV; the table refuses updates and deletes in the database (a trigger).
 */
import { describe, expect, it } from 'vitest';
import { STAFF, SUPERVISOR } from '../../../src/db/seed-staff.js';
import { auditCsv, recordStaffAction } from '../../../src/modules/audit/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff, logInAsSupervisor, logInStaffOnly } from '../../helpers/staff.js';

type Entry = {
  id: number;
  at: string;
  staff: { identityId: number; email: string };
  action: string;
  recordKind: string;
  recordId: string | null;
  customerAccountId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Page = { entries: Entry[]; total: number; page: number; pageSize: number };

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe.each(DIALECTS)('the audit log ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const identityIdOf = async (email: string) =>
    (
      await ctx()
        .app.db.selectFrom('identities')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it('writes a disruption’s publication: who, what, on which record, and what it holds', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const { disruption } = okResponse(
      await post<{ disruption: { id: number } }>(app, 'Staff/publishDisruption.json', {
        userToken: agent.userToken,
        lines: ['3'],
        modes: [],
        titleFr: 'Travaux',
        titleEn: 'Works',
        textFr: 'Arrêt déplacé.',
        textEn: 'Stop moved.',
        startsAt: hours(1),
        endsAt: hours(5),
      }),
    );
    const supervisor = await logInAsSupervisor(app);
    const page = okResponse(
      await get<Page>(app, 'Staff/getAuditLog.json', {
        userToken: supervisor.userToken,
        agent: await identityIdOf(STAFF.email),
      }),
    );
    expect(page.entries[0]).toMatchObject({
      staff: { email: STAFF.email },
      action: 'disruption.publish',
      recordKind: 'disruption',
      recordId: String(disruption.id),
      before: null,
      after: { lines: ['3'], titleFr: 'Travaux' },
    });
    expect(Date.now() - Date.parse(page.entries[0]!.at)).toBeLessThan(60_000);
  });

  it('filters by staff member, customer and days, newest first, a page at a time', async () => {
    const { app } = ctx();
    const agentId = await identityIdOf(STAFF.email);
    const supervisorId = await identityIdOf(SUPERVISOR.email);
    const customer = await signUpAndLogIn(app);
    const write = (identityId: number, email: string, at: string, customerAccountId: number | null) =>
      recordStaffAction(
        app.db,
        {
          staff: { identityId, email },
          action: 'test.filter',
          recordKind: 'test',
          recordId: at,
          customerAccountId,
        },
        at,
      );
    // 2026-03-29 is the night the network's clocks go forward: the day starts at 23:00 UTC the day before.
    await write(agentId, STAFF.email, '2026-03-28T22:30:00.000Z', customer.userId); // the 28th in Paris
    await write(agentId, STAFF.email, '2026-03-28T23:30:00.000Z', customer.userId); // the 29th in Paris
    await write(supervisorId, SUPERVISOR.email, '2026-03-29T12:00:00.000Z', null);
    await write(agentId, STAFF.email, '2026-03-30T08:00:00.000Z', null);
    const supervisor = await logInAsSupervisor(app);
    const read = async (query: Record<string, string | number>) =>
      okResponse(
        await get<Page>(app, 'Staff/getAuditLog.json', { userToken: supervisor.userToken, ...query }),
      )
        .entries.filter((entry) => entry.action === 'test.filter')
        .map((entry) => entry.at);
    expect(await read({ from: '2026-03-29', to: '2026-03-29' })).toEqual([
      '2026-03-29T12:00:00.000Z',
      '2026-03-28T23:30:00.000Z',
    ]);
    expect(await read({ agent: agentId, from: '2026-03-28', to: '2026-03-30' })).toEqual([
      '2026-03-30T08:00:00.000Z',
      '2026-03-28T23:30:00.000Z',
      '2026-03-28T22:30:00.000Z',
    ]);
    expect(await read({ customer: customer.userId })).toEqual([
      '2026-03-28T23:30:00.000Z',
      '2026-03-28T22:30:00.000Z',
    ]);
    const page = okResponse(
      await get<Page>(app, 'Staff/getAuditLog.json', { userToken: supervisor.userToken, page: 2 }),
    );
    expect(page).toMatchObject({ page: 2, pageSize: 50 });
    expect(page.entries).toEqual([]);
    const bad = await get(app, 'Staff/getAuditLog.json', {
      userToken: supervisor.userToken,
      from: '28/03/2026',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports as CSV for French tools: UTF-8 with a BOM, `;` between fields, formulas defused', async () => {
    const { app } = ctx();
    const supervisorId = await identityIdOf(SUPERVISOR.email);
    await recordStaffAction(
      app.db,
      {
        staff: { identityId: supervisorId, email: SUPERVISOR.email },
        action: 'test.csv',
        recordKind: 'note',
        recordId: '=HYPERLINK("x")',
        after: { text: 'un; deux' },
      },
      '2026-05-04T10:00:00.000Z',
    );
    const supervisor = await logInAsSupervisor(app);
    const answer = await getRaw(app, 'Staff/exportAuditLog.csv', {
      userToken: supervisor.userToken,
      from: '2026-05-04',
      to: '2026-05-04',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Date;Agent;Identifiant agent;Action;Objet;Identifiant objet;Client;Avant;Après');
    expect(lines[1]).toBe(
      `2026-05-04T10:00:00.000Z;${SUPERVISOR.email};${supervisorId};test.csv;note;"'=HYPERLINK(""x"")";;;"{""text"":""un; deux""}"`,
    );
    expect(lines.slice(2)).toEqual(['']);
    expect(auditCsv([], 'en').toString('utf8')).toBe(
      '\uFEFFDate;Staff member;Staff id;Action;Record;Record id;Customer;Before;After\r\n',
    );
  });

  it('refuses the audit log to an agent, a passenger and a staff session without its second factor', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    const refused = await get(app, 'Staff/getAuditLog.json', { userToken: agent.userToken, locale: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(koError(refused).code).toBe('FORBIDDEN');
    const passenger = await signUpAndLogIn(app);
    expect(
      (await getRaw(app, 'Staff/exportAuditLog.csv', { userToken: passenger.userToken })).statusCode,
    ).toBe(403);
    const withoutFactor = await logInStaffOnly(app, SUPERVISOR);
    const early = await get(app, 'Staff/getAuditLog.json', { userToken: withoutFactor.userToken });
    expect(koError(early).code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('is append-only in the database: an update or a delete is refused by a trigger', async () => {
    const { app } = ctx();
    const id = await recordStaffAction(app.db, {
      staff: { identityId: 1, email: 'x@example.org' },
      action: 'test.append-only',
      recordKind: 'test',
    });
    await expect(
      app.db.updateTable('audit_log').set({ action: 'rewritten' }).where('id', '=', id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').where('id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    const row = await app.db.selectFrom('audit_log').select('action').where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ action: 'test.append-only' });
  });
});
