/**
 * The sandbox provider's hosted payment page (decision 026): a complete, accessible page in the
 * session's language under the api's CSP; each test card's outcome; a card expiring before the
 * schedule's last date refused; a session paid once; the 3-D Secure challenge.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';
import {
  checkHtmlPage,
  openSandboxSession,
  payWith,
  postForm,
  RETURN_URL,
} from '../../helpers/sandbox-psp.js';
import { sessionState } from '../../../src/modules/sandbox-psp/service.js';

describe.each(DIALECTS)('the sandbox hosted payment page ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  const open = (overrides = {}) => openSandboxSession(ctx().app, ctx().config, overrides);
  const getPage = (session: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: `/api/sandbox-psp/pay?session=${session}`, headers });
  const state = (id: string) => sessionState(ctx().app.db, id);

  it('shows the sandbox banner, the merchant, the amount in French and the labelled card fields, under a CSP with no script', async () => {
    const { id, redirectUrl } = await open();
    expect(redirectUrl).toBe(`/api/sandbox-psp/pay?session=${id}`);
    const response = await ctx().app.inject({ method: 'GET', url: redirectUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+' 'sha256-[^']+'(;|$)/);
    expect(csp).toContain("form-action 'self' https://portal.test");
    expect(csp).not.toContain('unsafe-inline');
    // The inline stylesheet is allowed by its own hash: the bytes served are the bytes hashed.
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);
    expect(response.body).not.toMatch(/<script|\sstyle="/);

    const { text } = checkHtmlPage(response.body);
    expect(response.body).toContain('<html lang="fr">');
    expect(text).toContain('SANDBOX — mode test, aucun argent réel');
    expect(text).toContain('Océane Mobilités');
    expect(text).toContain('OM-00000042');
    expect(text).toContain('12,50\u00a0€');
    for (const [name, autocomplete, label] of [
      ['cardNumber', 'cc-number', 'Numéro de carte'],
      ['expiry', 'cc-exp', 'Date d’expiration (MM/AA)'],
      ['cvc', 'cc-csc', 'Cryptogramme (CVC)'],
      ['cardholder', 'cc-name', 'Nom du titulaire de la carte'],
    ]) {
      expect(response.body).toContain(`<label for="${name}">${label}</label>`);
      expect(response.body).toMatch(
        new RegExp(`<input id="${name}" name="${name}"[^>]*autocomplete="${autocomplete}"`),
      );
    }
    expect(response.body).toMatch(/<input id="cardNumber"[^>]*inputmode="numeric"/);
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 0069',
      '4000 0000 0000 3220',
      '4000 0000 0000 0341',
    ])
      expect(text).toContain(number);
    expect(text).toContain('Annuler et revenir à Océane Mobilités');
  });

  it('speaks English for an English session: €12.50, the registration sentence and the schedule’s last date', async () => {
    const { id } = await open({
      locale: 'en',
      mode: 'REGISTRATION',
      amountCents: 0,
      lastDueDate: '2027-09-25',
    });
    const response = await getPage(id);
    const { text } = checkHtmlPage(response.body);
    expect(response.body).toContain('<html lang="en">');
    expect(text).toContain('SANDBOX — test mode, no real money');
    expect(text).toContain('€0.00');
    expect(text).toContain('Nothing is charged today, your card is registered.');
    expect(text).toContain('Last instalment on 25 September 2027');
    expect(text).toContain('Register my card');
    const euros = await getPage((await open({ locale: 'en' })).id);
    expect(checkHtmlPage(euros.body).text).toContain('Pay €12.50');
  });

  it('4242 pays: the session succeeds, the browser goes back (303) to the return URL, and payment.succeeded is queued', async () => {
    const { id } = await open();
    const response = await payWith(ctx().app, id, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URL);
    const after = await state(id);
    expect(after).toMatchObject({ status: 'SUCCEEDED', failureCode: null });
    expect(after?.event).toMatchObject({
      type: 'payment.succeeded',
      paymentId: id,
      orderId: 42,
      amountCents: 1250,
      failureCode: null,
      card: null,
    });
  });

  it('saves the card as a token (brand, last four, expiry; never the number) when asked to', async () => {
    const { id } = await open({ saveCard: true });
    await payWith(ctx().app, id, '4242424242424242', { expiry: '07/38' });
    const event = (await state(id))?.event;
    expect(event?.card).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: 'VISA',
      last4: '4242',
      expMonth: 7,
      expYear: 2038,
    });
    const stored = JSON.stringify(await ctx().app.db.selectFrom('sandbox_psp_cards').selectAll().execute());
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 0069', 'expired_card'],
  ])('%s fails the payment as %s and goes back to the merchant', async (number, failureCode) => {
    const { id } = await open();
    const response = await payWith(ctx().app, id, number);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URL);
    const after = await state(id);
    expect(after).toMatchObject({ status: 'FAILED', failureCode });
    expect(after?.event).toMatchObject({ type: 'payment.failed', failureCode, card: null });
  });

  it('0341 succeeds on the first payment', async () => {
    const { id } = await open({ saveCard: true });
    expect((await payWith(ctx().app, id, '4000000000000341')).statusCode).toBe(303);
    expect((await state(id))?.event).toMatchObject({ type: 'payment.succeeded', card: { last4: '0341' } });
  });

  it('refuses a Luhn-valid card that is not a test card, clearing the number and CVC but keeping the rest', async () => {
    const { id } = await open();
    const response = await payWith(ctx().app, id, '5555 5555 5555 4444', {
      expiry: '11/37',
      cardholder: 'Jean Tanguy',
    });
    expect(response.statusCode).toBe(400);
    const { text } = checkHtmlPage(response.body);
    expect(text).toContain('Cette carte n’est pas une carte de test');
    expect(response.body).toMatch(/<title>Erreur\u00a0: /);
    expect(response.body).toMatch(/<div class="error-summary" tabindex="-1" autofocus/);
    expect(response.body).toContain('<a href="#cardNumber">');
    expect(response.body).toMatch(/<input id="cardNumber"[^>]*aria-invalid="true"[^>]*value=""/);
    expect(response.body).toMatch(/<input id="cvc"[^>]*value=""/);
    expect(response.body).toMatch(/<input id="expiry"[^>]*value="11\/37"/);
    expect(response.body).toMatch(/<input id="cardholder"[^>]*value="Jean Tanguy"/);
    expect((await state(id))?.status).toBe('OPEN');
  });

  it('shows each field’s error next to it and in the summary, keeping everything typed', async () => {
    const { id } = await open();
    const response = await payWith(ctx().app, id, '4242 4242 4242 4241', {
      expiry: '01/20',
      cvc: '12',
      cardholder: ' ',
    });
    expect(response.statusCode).toBe(400);
    const { text } = checkHtmlPage(response.body);
    for (const [field, message] of [
      ['cardNumber', 'Ce numéro de carte n’est pas valide'],
      ['expiry', 'Cette carte est expirée'],
      ['cvc', 'Saisissez les 3 chiffres du cryptogramme.'],
      ['cardholder', 'Saisissez le nom du titulaire de la carte.'],
    ]) {
      expect(response.body).toContain(`<a href="#${field}">`);
      expect(response.body).toMatch(new RegExp(`<span class="error" id="${field}-error">`));
      expect(response.body).toMatch(
        new RegExp(`<input id="${field}"[^>]*aria-describedby="[^"]*${field}-error"`),
      );
      expect(text).toContain(message);
    }
    expect(response.body).toMatch(/<input id="cardNumber"[^>]*value="4242 4242 4242 4241"/);
    expect(response.body).toMatch(/<input id="cvc"[^>]*value="12"/);
    const malformed = await payWith(ctx().app, id, '', { expiry: '13/30' });
    expect(checkHtmlPage(malformed.body).text).toContain('Saisissez le numéro de carte.');
    expect(malformed.body).toContain('Saisissez la date d’expiration au format MM/AA');
  });

  it('refuses a card expiring before the schedule’s last due date with CARD_EXPIRES_BEFORE_SCHEDULE’s words', async () => {
    const { id } = await open({ saveCard: true, lastDueDate: '2030-06-15' });
    const before = await payWith(ctx().app, id, '4242424242424242', { expiry: '05/30' });
    expect(before.statusCode).toBe(400);
    expect(checkHtmlPage(before.body).text).toContain(
      'Votre carte bancaire expire avant la dernière échéance',
    );
    expect((await state(id))?.status).toBe('OPEN');
    // Valid through the last day of its month: June 2030 covers 15 June 2030.
    expect((await payWith(ctx().app, id, '4242424242424242', { expiry: '06/30' })).statusCode).toBe(303);
    expect((await state(id))?.status).toBe('SUCCEEDED');
  });

  it('is paid once: a second submit shows "already paid" and queues nothing more', async () => {
    const { id } = await open();
    await payWith(ctx().app, id, '4242424242424242');
    const again = await payWith(ctx().app, id, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(checkHtmlPage(again.body).text).toContain('Ce paiement est déjà effectué');
    expect(again.body).toContain(`href="${RETURN_URL.replace(/&/g, '&amp;')}"`);
    const page = await getPage(id);
    expect(page.statusCode).toBe(409);
    const events = await ctx()
      .app.db.selectFrom('sandbox_psp_notifications')
      .selectAll()
      .where('payload', 'like', `%${id}%`)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('pays once when two submits race', async () => {
    const { id } = await open();
    const answers = await Promise.all([1, 2, 3].map(() => payWith(ctx().app, id, '4242424242424242')));
    expect(answers.filter((answer) => answer.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    const events = await ctx()
      .app.db.selectFrom('sandbox_psp_notifications')
      .select('event_id')
      .where('payload', 'like', `%${id}%`)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('cancel goes back to the merchant and fails the payment as canceled', async () => {
    const { id } = await open();
    const response = await postForm(ctx().app, 'pay', { session: id, action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URL);
    expect(await state(id)).toMatchObject({
      status: 'CANCELED',
      event: { type: 'payment.failed', failureCode: 'canceled' },
    });
    const closed = await getPage(id);
    expect(closed.statusCode).toBe(409);
    expect(checkHtmlPage(closed.body).text).toContain('Ce paiement est terminé');
  });

  it('an unknown session is a 404 page and an expired one a 410 page that fails it as session_expired', async () => {
    const unknown = await getPage('ps_unknown', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(checkHtmlPage(unknown.body).text).toContain('Payment not found');
    const { id } = await openSandboxSession(ctx().app, ctx().config, {}, new Date(Date.now() - 31 * 60_000));
    const expired = await getPage(id);
    expect(expired.statusCode).toBe(410);
    expect(checkHtmlPage(expired.body).text).toContain('Ce lien de paiement a expiré');
    expect(await state(id)).toMatchObject({ status: 'FAILED', failureCode: 'session_expired' });
    expect((await payWith(ctx().app, id, '4242424242424242')).statusCode).toBe(410);
  });

  describe('the 3-D Secure card', () => {
    const challenge = (session: string, code: string) => postForm(ctx().app, 'challenge', { session, code });

    it('asks the code (123456 shown), then pays', async () => {
      const { id } = await open({ saveCard: true });
      const response = await payWith(ctx().app, id, '4000 0000 0000 3220');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`/api/sandbox-psp/challenge?session=${id}`);
      const page = await ctx().app.inject({ method: 'GET', url: String(response.headers.location) });
      expect(page.statusCode).toBe(200);
      const { text } = checkHtmlPage(page.body);
      expect(text).toContain('Authentification 3-D Secure');
      expect(text).toContain('Sandbox\u00a0: le code est 123456.');
      expect(page.body).toMatch(/<input id="code"[^>]*autocomplete="one-time-code"[^>]*inputmode="numeric"/);
      // The card form sends a waiting session to its challenge.
      expect((await getPage(id)).headers.location).toBe(`/api/sandbox-psp/challenge?session=${id}`);
      expect((await state(id))?.status).toBe('OPEN');

      const wrong = await challenge(id, '000000');
      expect(wrong.statusCode).toBe(400);
      expect(checkHtmlPage(wrong.body).text).toContain('Ce code est incorrect. Il vous reste 2 essais.');
      const right = await challenge(id, '123456');
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe(RETURN_URL);
      expect((await state(id))?.event).toMatchObject({ type: 'payment.succeeded', card: { last4: '3220' } });
    });

    it('fails the payment as authentication_failed after three wrong codes', async () => {
      const { id } = await open({ locale: 'en' });
      await payWith(ctx().app, id, '4000000000003220');
      expect(checkHtmlPage((await challenge(id, '111111')).body).text).toContain(
        'This code is wrong. 2 tries left.',
      );
      expect(checkHtmlPage((await challenge(id, '222222')).body).text).toContain('1 try left.');
      const third = await challenge(id, '333333');
      expect(third.statusCode).toBe(303);
      expect(third.headers.location).toBe(RETURN_URL);
      expect(await state(id)).toMatchObject({
        status: 'FAILED',
        event: { type: 'payment.failed', failureCode: 'authentication_failed' },
      });
      expect((await challenge(id, '123456')).statusCode).toBe(409);
    });

    it('an empty code is asked again without counting as a try', async () => {
      const { id } = await open();
      await payWith(ctx().app, id, '4000000000003220');
      for (let index = 0; index < 4; index += 1) expect((await challenge(id, ' ')).statusCode).toBe(400);
      expect((await challenge(id, '123456')).statusCode).toBe(303);
    });
  });

  describe('garbage', () => {
    it('never answers 5xx: wrong content types, huge fields, missing or repeated sessions, strange text', async () => {
      const { app } = ctx();
      const { id } = await open();
      const cases = [
        await app.inject({ method: 'GET', url: '/api/sandbox-psp/pay' }),
        await app.inject({ method: 'GET', url: '/api/sandbox-psp/pay?session=a&session=b' }),
        await app.inject({ method: 'GET', url: `/api/sandbox-psp/pay?session=${'x'.repeat(5000)}` }),
        await app.inject({ method: 'GET', url: '/api/sandbox-psp/challenge?session=%00' }),
        await app.inject({
          method: 'POST',
          url: '/api/sandbox-psp/pay',
          payload: { session: id },
          headers: { 'content-type': 'application/json' },
        }),
        await app.inject({
          method: 'POST',
          url: '/api/sandbox-psp/pay',
          payload: 'session=x',
          headers: { 'content-type': 'text/plain' },
        }),
        await app.inject({ method: 'POST', url: '/api/sandbox-psp/pay' }),
        await postForm(app, 'pay', { session: id, cardNumber: '4'.repeat(20_000) }),
        await postForm(app, 'pay', {
          session: id,
          cardholder: 'é'.repeat(1000),
          cardNumber: '\ud800<script>',
        }),
        await postForm(app, 'challenge', { session: id, code: '\u0000' }),
        await postForm(app, 'pay', { __proto__: 'x', constructor: 'y' } as Record<string, string>),
        await app.inject({
          method: 'POST',
          url: '/api/sandbox-psp/pay',
          payload: `session=${id}&cardNumber=%E0%A4%A&expiry=%`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ];
      for (const response of cases) {
        expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
        if (response.statusCode === 303) continue;
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        checkHtmlPage(response.body);
      }
      expect(cases[4]!.statusCode).toBe(415);
      expect(cases[7]!.statusCode).toBe(413);
      expect(cases[8]!.statusCode).toBe(400);
      expect(cases[8]!.body).not.toContain('<script>');
      expect(cases[8]!.body).toContain('&lt;script&gt;');
      // No challenge is waiting: back to the card form.
      expect(cases[9]!.headers.location).toBe(`/api/sandbox-psp/pay?session=${id}`);
      expect((await state(id))?.status).toBe('OPEN');
    });
  });
});
