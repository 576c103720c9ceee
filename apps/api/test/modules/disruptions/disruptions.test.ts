/**
 * Traffic disruptions and the alerts they send (decision 053): the agents publish through staff
 * calls (a passenger is refused), the job tells each card whose alerts follow an affected line or
 * mode once, by e-mail or SMS as its delivery mode says, in the language its alerts were saved in;
 * favourite lines are checked against the network.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  eraseTrafficAlertsOfAccounts,
  sendDisruptionAlerts,
} from '../../../src/modules/disruptions/service.js';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { mailsTo } from '../../helpers/mailbox.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { logInAsStaff } from '../../helpers/staff.js';

type Disruption = { id: number; lines: string[]; modes: string[]; alertsSent: number; publishedBy: string };
type Sms = { id: number; to: string; text: string; links: string[] };

let serial = 0;
const unique = () => `${process.pid}-${Date.now()}-${(serial += 1)}`;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

const validInput = (overrides: Record<string, unknown> = {}) => ({
  lines: ['3'],
  modes: [],
  titleFr: 'Travaux quai de l’Estran',
  titleEn: 'Works on quai de l’Estran',
  textFr: 'L’arrêt Quai de l’Estran est déplacé de 50 m.',
  textEn: 'The Quai de l’Estran stop moves 50 m.',
  startsAt: hours(1),
  endsAt: hours(30),
  ...overrides,
});

describe.each(DIALECTS)('traffic disruptions ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const publish = async (body: Record<string, unknown>, userToken?: string) =>
    post<{ disruption: Disruption }>(ctx().app, 'Staff/publishDisruption.json', {
      userToken: userToken ?? (await logInAsStaff(ctx().app)).userToken,
      ...body,
    });

  const smsTo = async (to: string): Promise<Sms[]> => {
    const response = await ctx().app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${to}` });
    return (response.json() as { sms: Sms[] }).sms;
  };

  /** A passenger with a card whose alerts are saved through Media/updateAlerts.json. */
  async function followerOf(
    alerts: { favoriteLines?: string[]; favoriteModes?: string[]; deliveryMode: 'EMAIL' | 'SMS' } | null,
    locale: 'fr' | 'en' = 'fr',
  ) {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, holderFirstname: 'Maëlle' });
    const email = `alerts-${unique()}@example.org`;
    const phone = `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const answer = await post(app, 'Media/updateAlerts.json', {
      userToken: me.userToken,
      mediaId: card.id,
      locale,
      alerts: alerts && {
        email,
        phone,
        deliveryMode: alerts.deliveryMode,
        favoriteLines: alerts.favoriteLines ?? [],
        favoriteModes: alerts.favoriteModes ?? [],
      },
      consents: { post: false, sms: false, email: true },
    });
    okResponse(answer);
    return { me, card, email, phone };
  }

  const run = () => sendDisruptionAlerts(ctx().app.db, ctx().config);

  describe('publishing (staff calls)', () => {
    it('publishes a disruption for an agent and lists it, newest first, with the agent', async () => {
      const answer = await publish(validInput({ lines: ['3', 'n1', '3'], modes: ['BOAT'] }));
      expect(answer.statusCode).toBe(200);
      const { disruption } = okResponse(answer);
      expect(disruption).toMatchObject({
        lines: ['3', 'N1'],
        modes: ['BOAT'],
        alertsSent: 0,
        publishedBy: 'agent@example.org',
      });
      const staff = await logInAsStaff(ctx().app);
      const list = okResponse(
        await get<{ disruptions: Disruption[]; lines: { code: string }[] }>(
          ctx().app,
          'Staff/getDisruptions.json',
          { userToken: staff.userToken },
        ),
      );
      expect(list.disruptions[0]?.id).toBe(disruption.id);
      // The network's lines, for the publishing form.
      expect(list.lines.map((line) => line.code)).toEqual(['1', '2', '3', 'N1', 'B1', 'B2']);
    });

    it('refuses a passenger on both calls (403 FORBIDDEN) and publishes nothing', async () => {
      const { app } = ctx();
      const passenger = await signUpAndLogIn(app);
      const before = await app.db.selectFrom('disruptions').select('id').execute();
      const published = await publish(validInput(), passenger.userToken);
      expect(published.statusCode).toBe(403);
      expect(koError(published).code).toBe('FORBIDDEN');
      const listed = await get(app, 'Staff/getDisruptions.json', { userToken: passenger.userToken });
      expect(listed.statusCode).toBe(403);
      expect(await app.db.selectFrom('disruptions').select('id').execute()).toHaveLength(before.length);
      const anonymous = await post(app, 'Staff/publishDisruption.json', validInput());
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers a double submission or a replayed call with the disruption already published', async () => {
      const staff = await logInAsStaff(ctx().app);
      const body = validInput({ titleFr: `Rejoué ${unique()}` });
      const [first, second] = await Promise.all([
        publish(body, staff.userToken),
        publish(body, staff.userToken),
      ]);
      const replay = await publish(body, staff.userToken);
      const ids = [first, second, replay].map((answer) => okResponse(answer).disruption.id);
      expect(new Set(ids).size).toBeLessThanOrEqual(2);
      expect(ids[2]).toBe(ids[0]);
      // Another text is another disruption.
      const other = okResponse(await publish({ ...body, textFr: 'Autre texte.' }, staff.userToken));
      expect(other.disruption.id).not.toBe(ids[0]);
    });

    it('refuses a line the network does not have at its field, in the caller’s language', async () => {
      const answer = await publish({ ...validInput({ lines: ['3', 'Z9'] }), locale: 'en' });
      expect(answer.statusCode).toBe(400);
      const error = koError(answer);
      expect(error.code).toBe('VALIDATION_ERROR');
      // The field names its rule's key; the portal words it, as every field error.
      expect(error.fields).toEqual({ lines: 'validation.line.unknown' });
      expect(error.message).not.toBe('');
    });

    it.each([
      ['no line nor mode', { lines: [], modes: [] }, 'lines'],
      ['an end before the start', { startsAt: hours(5), endsAt: hours(2) }, 'endsAt'],
      ['an end already passed', { startsAt: hours(-5), endsAt: hours(-2) }, 'endsAt'],
      ['a date that is not one', { startsAt: 'tomorrow at 8' }, 'startsAt'],
      ['a null title', { titleFr: null }, 'titleFr'],
      ['a number as text', { textEn: 42 }, 'textEn'],
      ['lines as text', { lines: '3' }, 'lines'],
      ['an unknown mode', { modes: ['TRAIN'] }, 'modes.0'],
      ['an empty title', { titleEn: '   ' }, 'titleEn'],
      ['a title too long', { titleFr: 'x'.repeat(121) }, 'titleFr'],
    ])('refuses %s (400 at its field), never a 500', async (_name, change, field) => {
      const answer = await publish(validInput(change));
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(koError(answer).fields ?? {})).toContain(field);
    });

    it('refuses a missing field, an unknown one and a nested object in place of a list', async () => {
      const { endsAt: _end, ...missing } = validInput();
      expect((await publish(missing)).statusCode).toBe(400);
      expect((await publish(validInput({ extra: 1 }))).statusCode).toBe(400);
      expect((await publish(validInput({ lines: { a: { b: ['3'] } } }))).statusCode).toBe(400);
    });
  });

  describe('the alerts job', () => {
    // The disruptions of earlier tests are told first, before this test's cards exist.
    beforeEach(async () => {
      await run();
    });

    it('tells by e-mail the card following a line, by SMS the card following a mode, nobody else', async () => {
      const byLine = await followerOf({ favoriteLines: ['3'], deliveryMode: 'EMAIL' });
      const byMode = await followerOf({ favoriteModes: ['BOAT'], deliveryMode: 'SMS' });
      const otherLine = await followerOf({ favoriteLines: ['1'], deliveryMode: 'EMAIL' });
      const smsOnly = await followerOf({ favoriteLines: ['3'], deliveryMode: 'SMS' });
      const noAlerts = await followerOf(null);
      const { disruption } = okResponse(await publish(validInput({ lines: ['3'], modes: ['BOAT'] })));
      const report = await run();
      expect(report.errors).toBe(0);

      const [mail] = await mailsTo(ctx().app, byLine.email);
      expect(mail?.subject).toBe('Info trafic\u00a0: Travaux quai de l’Estran');
      expect(mail?.text).toContain('Bonjour Maëlle,');
      expect(mail?.text).toContain('L’arrêt Quai de l’Estran est déplacé de 50 m.');
      expect(mail?.links).toContain('https://portal.test/account/notifications');
      const [sms] = await smsTo(byMode.phone);
      expect(sms?.text).toContain('Info trafic\u00a0: Travaux quai de l’Estran');
      expect(sms?.text).toContain('navettes maritimes');
      // The dev mailbox page shows the SMS outbox under its own heading.
      const page = await ctx().app.inject({ method: 'GET', url: `/dev/mailbox?to=${byMode.phone}` });
      expect(page.body).toContain('<h2 id="sms-heading">Text messages (SMS)</h2>');
      expect(page.body).toContain(`SMS to ${byMode.phone}`);
      // Outside its delivery mode: the SMS card gets no mail, the e-mail card no SMS.
      expect(await mailsTo(ctx().app, smsOnly.email)).toEqual([]);
      expect(await smsTo(smsOnly.phone)).toHaveLength(1);
      expect(await smsTo(byLine.phone)).toEqual([]);
      expect(await mailsTo(ctx().app, otherLine.email)).toEqual([]);
      expect(await mailsTo(ctx().app, noAlerts.email)).toEqual([]);
      expect(await smsTo(noAlerts.phone)).toEqual([]);

      const staff = await logInAsStaff(ctx().app);
      const list = okResponse(
        await get<{ disruptions: Disruption[] }>(ctx().app, 'Staff/getDisruptions.json', {
          userToken: staff.userToken,
        }),
      );
      expect(list.disruptions.find((entry) => entry.id === disruption.id)?.alertsSent).toBe(3);
    });

    it('tells a card following a bus line when the whole bus mode is disrupted', async () => {
      const follower = await followerOf({ favoriteLines: ['N1'], deliveryMode: 'EMAIL' }, 'en');
      okResponse(await publish(validInput({ lines: [], modes: ['BUS'] })));
      await run();
      const [mail] = await mailsTo(ctx().app, follower.email);
      // Saved in English, told in English.
      expect(mail?.subject).toBe('Traffic alert: Works on quai de l’Estran');
      expect(mail?.text).toContain('Affects: buses');
      expect(mail?.links).toContain('https://portal.test/en/account/notifications');
    });

    it('sends each card once per disruption, even with two runs at the same time, and none after', async () => {
      const follower = await followerOf({ favoriteLines: ['B2'], deliveryMode: 'EMAIL' });
      const texter = await followerOf({ favoriteLines: ['B2'], deliveryMode: 'SMS' });
      okResponse(await publish(validInput({ lines: ['B2'], titleFr: `Houle ${unique()}` })));
      const reports = await Promise.all([run(), run()]);
      expect(reports.every((report) => report.errors === 0)).toBe(true);
      await run();
      expect(await mailsTo(ctx().app, follower.email)).toHaveLength(1);
      expect(await smsTo(texter.phone)).toHaveLength(1);
      const rows = await ctx()
        .app.db.selectFrom('disruption_alerts')
        .select('id')
        .where('media_id', 'in', [follower.card.id, texter.card.id])
        .execute();
      expect(rows).toHaveLength(2);
      // A second disruption on the same line is a second alert.
      okResponse(await publish(validInput({ lines: ['B2'], titleFr: 'Seconde perturbation' })));
      await run();
      expect(await mailsTo(ctx().app, follower.email)).toHaveLength(2);
    });

    it('sends nothing for a disruption that ended before the job ran', async () => {
      const follower = await followerOf({ favoriteLines: ['2'], deliveryMode: 'EMAIL' });
      okResponse(await publish(validInput({ lines: ['2'], endsAt: hours(2) })));
      await sendDisruptionAlerts(ctx().app.db, ctx().config, new Date(Date.now() + 3 * 3_600_000));
      expect(await mailsTo(ctx().app, follower.email)).toEqual([]);
    });

    it('exports the alerts sent to the account’s cards, and its erasure deletes them with their SMS', async () => {
      const texter = await followerOf({ favoriteLines: ['B1'], deliveryMode: 'SMS' });
      okResponse(await publish(validInput({ lines: ['B1'] })));
      await run();
      const response = await getRaw(ctx().app, 'Account/exportData', { userToken: texter.me.userToken });
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const data = JSON.parse(strFromU8(files['donnees.json'] as Uint8Array)) as {
        trafficAlerts: { mediaId: number; channel: string; address: string; titleFr: string }[];
      };
      expect(data.trafficAlerts).toEqual([
        expect.objectContaining({ mediaId: texter.card.id, channel: 'SMS', address: texter.phone }),
      ]);
      await ctx()
        .app.db.transaction()
        .execute((trx) => eraseTrafficAlertsOfAccounts(trx, [texter.me.userId]));
      expect(await smsTo(texter.phone)).toEqual([]);
      const left = await ctx()
        .app.db.selectFrom('disruption_alerts')
        .select('id')
        .where('account_id', '=', texter.me.userId)
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('favourite lines checked against the network (Media/updateAlerts.json)', () => {
    const save = (me: LoggedIn, mediaId: number, favoriteLines: unknown, locale = 'fr'): Promise<Answer> =>
      post(ctx().app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId,
        locale,
        alerts: { email: 'x@example.org', deliveryMode: 'EMAIL', favoriteLines, favoriteModes: [] },
        consents: { post: false, sms: false, email: false },
      });

    it('accepts the network’s lines and refuses an unknown one at its field, in the user’s language', async () => {
      const { app } = ctx();
      const me = await signUpAndLogIn(app);
      const card = await insertCard(app, { accountId: me.userId });
      expect((await save(me, card.id, ['3', 'B1'])).statusCode).toBe(200);
      const refused = await save(me, card.id, ['3', 'Navette du soir'], 'en');
      expect(refused.statusCode).toBe(400);
      expect(koError(refused).code).toBe('VALIDATION_ERROR');
      expect(koError(refused).fields).toEqual({ 'alerts.favoriteLines': 'validation.line.unknown' });
      const french = await save(me, card.id, ['99']);
      expect(koError(french).fields).toEqual({ 'alerts.favoriteLines': 'validation.line.unknown' });
      // The message is worded in each caller's language; the portal words the field's key in its own.
      expect(koError(french).message).not.toBe(koError(refused).message);
      expect((await save(me, card.id, null)).statusCode).toBe(400);
      expect((await save(me, card.id, [{ code: '3' }])).statusCode).toBe(400);
    });

    it('still refuses another account’s card (403), whatever the lines', async () => {
      const { app } = ctx();
      const owner = await signUpAndLogIn(app);
      const stranger = await signUpAndLogIn(app);
      const card = await insertCard(app, { accountId: owner.userId });
      expect((await save(stranger, card.id, ['3'])).statusCode).toBe(403);
      expect((await save(stranger, card.id, ['Z9'])).statusCode).toBe(403);
    });
  });
});
