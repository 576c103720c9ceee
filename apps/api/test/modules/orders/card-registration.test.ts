import { signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { deliver, injectNotification } from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith, postForm } from '../../helpers/sandbox-psp.js';
import { deliverNotifications } from '../../../src/modules/sandbox-psp/service.js';

type Started = { registrationId: number; redirectUrl: string };
type Registration = {
  registrationId: number;
  status: string;
  failure: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
};
type PaymentCards = { paymentCards: Array<{ id: number; last4: string; brand: string }> };

const SUCCEEDS = '4242 4242 4242 4242';
const REFUSED = '4000 0000 0000 0002';
const EXPIRED = '4000 0000 0000 0069';
const CHALLENGE = '4000 0000 0000 3220';

describe.each(DIALECTS)('adding a payment card without buying ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const start = async (me: LoggedIn, locale = 'fr') => {
    const started = okResponse(
      await post<Started>(ctx().app, 'Account/startCardRegistration.json', {
        userToken: me.userToken,
        locale,
      }),
    );
    const session = new URL(started.redirectUrl, 'https://portal.test').searchParams.get('session')!;
    return { ...started, session };
  };
  const stateOf = (me: LoggedIn, registrationId: unknown) =>
    post<Registration>(ctx().app, 'Account/getCardRegistration.json', {
      userToken: me.userToken,
      registrationId,
    });
  const savedCards = async (me: LoggedIn) =>
    okResponse(
      await get<PaymentCards>(ctx().app, 'Account/getPaymentCards.json', { userToken: me.userToken }),
    ).paymentCards;

  it('a card registered on the hosted page (nothing charged) is saved from the signed notification only', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const started = await start(me);
    expect(started.registrationId).toBeGreaterThan(0);
    const hosted = await app.inject({ url: started.redirectUrl });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('Rien n’est débité');
    expect(hosted.body).toContain('Ajout d’une carte de paiement, sans achat');
    expect(hosted.body).toContain('Enregistrer ma carte');

    const page = await payWith(app, started.session, SUCCEEDS);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(
      `https://portal.test/account/payment-cards/added?registration=${started.registrationId}`,
    );
    // The browser is back, the notification not yet: nothing saved.
    expect(okResponse(await stateOf(me, started.registrationId))).toMatchObject({
      status: 'PENDING',
      card: null,
    });
    expect(await savedCards(me)).toEqual([]);

    expect(await deliver(app, config)).toHaveLength(1);
    expect(okResponse(await stateOf(me, started.registrationId))).toEqual({
      registrationId: started.registrationId,
      status: 'SUCCEEDED',
      failure: null,
      card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039 },
    });
    expect((await savedCards(me)).map((card) => card.last4)).toEqual(['4242']);
    // Nothing was charged: the provider holds no charge for the account.
    const charges = await app.db.selectFrom('sandbox_psp_charges').selectAll().execute();
    expect(charges.filter((charge) => charge.order_id === 0)).toEqual([]);
  });

  it('the 3-D Secure card is saved once its code is given; refused and expired cards are not', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const secure = await start(me);
    const asked = await payWith(app, secure.session, CHALLENGE);
    expect(asked.headers.location).toBe(`/api/sandbox-psp/challenge?session=${secure.session}`);
    const passed = await postForm(app, 'challenge', { session: secure.session, code: '123456' });
    expect(passed.statusCode).toBe(303);

    const refused = await start(me, 'en');
    expect((await payWith(app, refused.session, REFUSED)).statusCode).toBe(303);
    const expired = await start(me);
    expect((await payWith(app, expired.session, EXPIRED)).statusCode).toBe(303);
    await deliver(app, config);

    expect(okResponse(await stateOf(me, secure.registrationId))).toMatchObject({
      status: 'SUCCEEDED',
      card: { last4: '3220' },
    });
    expect(okResponse(await stateOf(me, refused.registrationId))).toMatchObject({
      status: 'FAILED',
      failure: 'card_declined',
      card: null,
    });
    expect(okResponse(await stateOf(me, expired.registrationId))).toMatchObject({
      status: 'FAILED',
      failure: 'expired_card',
    });
    expect((await savedCards(me)).map((card) => card.last4)).toEqual(['3220']);
  });

  it('three wrong 3-D Secure codes and a canceled page each end the registration, said with their reason, nothing saved', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const secure = await start(me);
    await payWith(app, secure.session, CHALLENGE);
    for (let i = 0; i < 3; i += 1)
      await postForm(app, 'challenge', { session: secure.session, code: '000000' });
    const canceled = await start(me, 'en');
    expect((await postForm(app, 'pay', { session: canceled.session, action: 'cancel' })).statusCode).toBe(
      303,
    );
    await deliver(app, config);
    expect(okResponse(await stateOf(me, secure.registrationId))).toMatchObject({
      status: 'FAILED',
      failure: 'authentication_failed',
      card: null,
    });
    expect(okResponse(await stateOf(me, canceled.registrationId))).toMatchObject({
      status: 'FAILED',
      failure: 'canceled',
    });
    expect(await savedCards(me)).toEqual([]);
  });

  it('a notification delivered twice, replayed with a new id, or forged saves the card once or not at all', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    const started = await start(me);
    await payWith(app, started.session, SUCCEEDS);
    const captured: NotificationRequest[] = [];
    await deliverNotifications(app.db, config, async (request) => {
      captured.push(request);
      return { status: 503, body: '' };
    });
    const notification = captured.find((request) => request.body.includes(started.session))!;
    expect(notification).toBeDefined();
    const answers = await Promise.all(Array.from({ length: 5 }, () => injectNotification(app, notification)));
    for (const answer of answers) expect(answer.status).toBe(200);
    // The same event under another id, signed by someone without the provider's secret: refused.
    const forged = await replayed(app, notification, { id: 'evt_forged' });
    expect(forged.status).toBe(401);
    await deliver(app, config);
    expect((await savedCards(me)).map((card) => card.last4)).toEqual(['4242']);
    const rows = await app.db
      .selectFrom('payment_cards')
      .selectAll()
      .where('account_id', '=', me.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('another account’s registration answers as a missing one; bad ids, types and nulls are 400; no session 401', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const theirs = await start(stranger);
    const foreign = await stateOf(me, theirs.registrationId);
    const missing = await stateOf(me, 987_654);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    for (const bad of [null, 0, -1, 1.5, '', 'abc', ['1'], { $ne: '' }, '1 OR 1=1', 2 ** 40]) {
      const answer = await stateOf(me, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    const extra = await post(app, 'Account/startCardRegistration.json', {
      userToken: me.userToken,
      amountCents: 100,
    });
    expect(extra.statusCode).toBe(400);
    const anonymous = await post(app, 'Account/startCardRegistration.json', {});
    expect(anonymous.statusCode).toBe(401);
  });
});

/** The notification's body changed and signed again with the public sHMAC key, but not the provider's secret. */
async function replayed(app: FastifyInstance, request: NotificationRequest, change: Record<string, unknown>) {
  const { sHMAC: _signature, ...event } = JSON.parse(request.body) as Record<string, unknown>;
  return injectNotification(app, {
    ...request,
    body: JSON.stringify(await signBody({ ...event, ...change }, SIGNATURE_KEY)),
  });
}
