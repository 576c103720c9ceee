/**
 * The payments adapter over the built-in sandbox (decision 026): what orders calls. Sessions and
 * their state, the notification's signature (forged, stale, modified: refused), events recorded
 * once, saved cards, charges of a saved card idempotent by key (0341 declined, an expired card
 * refused), refunds never past what was paid.
 */
import { signBody } from '@oceane/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  cardValidThrough,
  chargeSavedCard,
  createPaymentSession,
  findSavedCard,
  getPaymentState,
  recordEventOnce,
  refund,
  saveCard,
  verifyNotification,
  type ProviderEvent,
} from '../../../src/modules/payments/service.js';
import { notificationSignature } from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { payWith, postForm, RETURN_URL } from '../../helpers/sandbox-psp.js';

const SESSION = {
  orderId: 7,
  reference: 'OM-00000007',
  amountCents: 4900,
  mode: 'PAYMENT' as 'PAYMENT' | 'REGISTRATION',
  saveCard: true,
  lastDueDate: '2027-03-25',
  returnUrl: RETURN_URL,
  locale: 'fr' as const,
  description: 'Abonnement annuel',
};

function event(overrides: Partial<ProviderEvent> = {}): ProviderEvent {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    type: 'payment.succeeded',
    paymentId: 'ps_test',
    orderId: 7,
    amountCents: 4900,
    failureCode: null,
    card: { token: 'tok_test', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2039 },
    createdAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

describe('cardValidThrough', () => {
  it('is the last day of the expiry month', () => {
    expect(cardValidThrough({ expMonth: 2, expYear: 2028 })).toBe('2028-02-29');
    expect(cardValidThrough({ expMonth: 2, expYear: 2027 })).toBe('2027-02-28');
    expect(cardValidThrough({ expMonth: 12, expYear: 2039 })).toBe('2039-12-31');
    expect(cardValidThrough({ expMonth: 4, expYear: 2030 })).toBe('2030-04-30');
  });
});

describe.each(DIALECTS)('the payments adapter over the sandbox ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  /** A session paid on the hosted page with a card; the saved card of its event. */
  async function paidWith(number: string, overrides: Partial<typeof SESSION> = {}) {
    const { app, config } = ctx();
    const { paymentId } = await createPaymentSession(app.db, config, { ...SESSION, ...overrides });
    await payWith(app, paymentId, number);
    const state = await getPaymentState(app.db, paymentId);
    return { paymentId, state, card: state.event!.card! };
  }

  describe('sessions', () => {
    it('opens a session on the hosted page; its state is PENDING until paid, then SUCCEEDED with the notified event', async () => {
      const { app, config } = ctx();
      const { paymentId, redirectUrl } = await createPaymentSession(app.db, config, SESSION);
      expect(paymentId).toMatch(/^ps_[\w-]{24}$/);
      expect(redirectUrl).toBe(`/api/sandbox-psp/pay?session=${paymentId}`);
      expect(await getPaymentState(app.db, paymentId)).toEqual({ status: 'PENDING', event: null });
      await payWith(app, paymentId, '4242424242424242');
      const state = await getPaymentState(app.db, paymentId);
      expect(state.status).toBe('SUCCEEDED');
      const notified = await app.db
        .selectFrom('sandbox_psp_notifications')
        .select('payload')
        .where('event_id', '=', state.event!.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(notified.payload)).toEqual(state.event);
      expect(state.event).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'payment.succeeded',
        paymentId,
        orderId: 7,
        amountCents: 4900,
        failureCode: null,
        card: {
          token: expect.stringMatching(/^tok_/),
          brand: 'VISA',
          last4: '4242',
          expMonth: 12,
          expYear: 2039,
        },
        createdAt: expect.any(String),
      });
    });

    it('a refused, canceled or unknown payment: FAILED with its code, or PENDING for an id it never issued', async () => {
      const { app, config } = ctx();
      expect((await paidWith('4000000000000002')).state).toMatchObject({
        status: 'FAILED',
        event: { type: 'payment.failed', failureCode: 'card_declined', card: null },
      });
      const { paymentId } = await createPaymentSession(app.db, config, SESSION);
      await postForm(app, 'pay', { session: paymentId, action: 'cancel' });
      expect(await getPaymentState(app.db, paymentId)).toMatchObject({
        status: 'FAILED',
        event: { failureCode: 'canceled' },
      });
      expect(await getPaymentState(app.db, 'ps_never')).toEqual({ status: 'PENDING', event: null });
    });

    it('a REGISTRATION charges nothing and saves the card', async () => {
      const { state } = await paidWith('4242424242424242', {
        mode: 'REGISTRATION',
        amountCents: 0,
        saveCard: false,
      });
      expect(state.event).toMatchObject({
        type: 'payment.succeeded',
        amountCents: 0,
        card: { last4: '4242' },
      });
    });
  });

  describe('verifyNotification', () => {
    async function signed(body: ProviderEvent, at = new Date()) {
      const { config } = ctx();
      const withShmac = await signBody(body, SIGNATURE_KEY);
      const t = Math.floor(at.getTime() / 1000);
      return {
        body: withShmac as Record<string, unknown>,
        header: `t=${t},v1=${notificationSignature(config.payments.notificationSecret, t, withShmac)}`,
      };
    }

    it('accepts a notification signed with the secret, within 5 minutes', async () => {
      const { config } = ctx();
      const sent = event();
      const { body, header } = await signed(sent);
      expect(verifyNotification(config, body, header)).toEqual(sent);
      const now = new Date();
      const old = await signed(sent, new Date(now.getTime() - 299_000));
      expect(verifyNotification(config, old.body, old.header, now)).toEqual(sent);
    });

    it('refuses a forged signature, a stale or future timestamp, a modified body and a missing header', async () => {
      const { config } = ctx();
      const now = new Date();
      const { body, header } = await signed(event(), now);
      const refuse = (what: () => unknown) =>
        expect(what).toThrow(
          expect.objectContaining({ code: 'BAD_NOTIFICATION_SIGNATURE', statusCode: 401 }),
        );
      // Forged: signed with another secret (the sHMAC key is public, so a valid sHMAC proves nothing).
      const t = Math.floor(now.getTime() / 1000);
      refuse(() =>
        verifyNotification(
          config,
          body,
          `t=${t},v1=${notificationSignature('another-secret-entirely', t, body)}`,
          now,
        ),
      );
      refuse(() =>
        verifyNotification(
          config,
          body,
          header.replace(/v1=./, (prefix) => (prefix.endsWith('0') ? 'v1=1' : 'v1=0')),
          now,
        ),
      );
      // Stale (a replay later) and from the future.
      const stale = await signed(event(), new Date(now.getTime() - 301_000));
      refuse(() => verifyNotification(config, stale.body, stale.header, now));
      const ahead = await signed(event(), new Date(now.getTime() + 301_000));
      refuse(() => verifyNotification(config, ahead.body, ahead.header, now));
      // Modified: the amount, the type, an added field.
      refuse(() => verifyNotification(config, { ...body, amountCents: 1 }, header, now));
      refuse(() => verifyNotification(config, { ...body, type: 'payment.failed' }, header, now));
      refuse(() => verifyNotification(config, { ...body, card: null }, header, now));
      refuse(() => verifyNotification(config, { ...body, extra: 'x' }, header, now));
      // Missing or malformed header.
      for (const bad of [
        undefined,
        '',
        'garbage',
        `t=${t}`,
        `v1=${'0'.repeat(64)}`,
        `t=abc,v1=${'0'.repeat(64)}`,
      ])
        refuse(() => verifyNotification(config, body, bad, now));
    });

    it('refuses a body of the wrong shape even when signed (VALIDATION_ERROR)', async () => {
      const { config } = ctx();
      const { body, header } = await signed({ ...event(), amountCents: -5 });
      expect(() => verifyNotification(config, body, header)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR' }),
      );
    });
  });

  describe('recordEventOnce', () => {
    it('records an event once: a second delivery answers false, without aborting the transaction', async () => {
      const { app } = ctx();
      const sent = event();
      const answers = await app.db.transaction().execute(async (trx) => {
        const first = await recordEventOnce(trx, sent);
        const second = await recordEventOnce(trx, sent);
        // The transaction still works (PostgreSQL aborts one on a failed INSERT).
        await sql`select 1`.execute(trx);
        return [first, second];
      });
      expect(answers).toEqual([true, false]);
      expect(await app.db.transaction().execute((trx) => recordEventOnce(trx, sent))).toBe(false);
      const rows = await app.db
        .selectFrom('payment_events')
        .selectAll()
        .where('event_id', '=', sent.id)
        .execute();
      expect(rows).toEqual([
        {
          event_id: sent.id,
          type: 'payment.succeeded',
          payload: JSON.stringify(sent),
          received_at: expect.any(String),
        },
      ]);
    });

    it('records each of many concurrent deliveries of one event once', async () => {
      const { app } = ctx();
      const sent = event();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => app.db.transaction().execute((trx) => recordEventOnce(trx, sent))),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('saved cards', () => {
    it('saves the provider’s card for the account once per token, masked', async () => {
      const { app } = ctx();
      const me = await signUpAndLogIn(app);
      const { card } = await paidWith('4242424242424242');
      const id = await app.db.transaction().execute((trx) => saveCard(trx, me.userId, card));
      expect(await app.db.transaction().execute((trx) => saveCard(trx, me.userId, card))).toBe(id);
      expect(await findSavedCard(app.db, id)).toEqual({
        id,
        accountId: me.userId,
        token: card.token,
        brand: 'VISA',
        last4: '4242',
        expMonth: 12,
        expYear: 2039,
      });
      expect(await findSavedCard(app.db, 999_999)).toBeUndefined();
    });
  });

  describe('charges of a saved card', () => {
    it('charges once per idempotency key: the same key answers the same charge, another request under it is refused', async () => {
      const { app, config } = ctx();
      const { card } = await paidWith('4242424242424242');
      const request = {
        token: card.token,
        amountCents: 4900,
        orderId: 7,
        idempotencyKey: `order-7-instalment-2-${card.token}`,
      };
      const first = await chargeSavedCard(app.db, config, request);
      expect(first).toEqual({
        status: 'SUCCEEDED',
        chargeId: expect.stringMatching(/^ch_/),
        failureCode: null,
      });
      expect(await chargeSavedCard(app.db, config, request)).toEqual(first);
      const racing = await Promise.all(
        [1, 2, 3].map(() =>
          chargeSavedCard(app.db, config, { ...request, idempotencyKey: `${request.idempotencyKey}-race` }),
        ),
      );
      expect(new Set(racing.map((charge) => charge.chargeId)).size).toBe(1);
      await expect(chargeSavedCard(app.db, config, { ...request, amountCents: 1 })).rejects.toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
      const charges = await app.db
        .selectFrom('sandbox_psp_charges')
        .selectAll()
        .where('token', '=', card.token)
        .execute();
      expect(charges).toHaveLength(2);
      const notified = await app.db
        .selectFrom('sandbox_psp_notifications')
        .select('payload')
        .where('event_id', '=', charges[0]!.event_id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(notified.payload)).toMatchObject({
        type: 'charge.succeeded',
        amountCents: 4900,
        orderId: 7,
        card: { token: card.token },
      });
    });

    it('declines the later charges of the 0341 card, refuses an expired card and an unknown token', async () => {
      const { app, config } = ctx();
      const charge = (token: string, key: string) =>
        chargeSavedCard(app.db, config, { token, amountCents: 1000, orderId: 7, idempotencyKey: key });
      const later = await paidWith('4000000000000341');
      expect(later.state.status).toBe('SUCCEEDED');
      expect(await charge(later.card.token, `k-0341-${later.card.token}`)).toMatchObject({
        status: 'FAILED',
        failureCode: 'card_declined',
      });
      const expiring = await paidWith('4242424242424242');
      // Time passed: the card's expiry month is over.
      await app.db
        .updateTable('sandbox_psp_cards')
        .set({ exp_month: 1, exp_year: 2020 })
        .where('token', '=', expiring.card.token)
        .execute();
      expect(await charge(expiring.card.token, `k-exp-${expiring.card.token}`)).toMatchObject({
        status: 'FAILED',
        failureCode: 'expired_card',
      });
      expect(await charge('tok_unknown', `k-unknown-${Date.now()}`)).toMatchObject({
        status: 'FAILED',
        chargeId: expect.stringMatching(/^ch_/),
        failureCode: 'invalid_token',
      });
      // A card paid without saveCard cannot be charged later.
      const { paymentId } = await createPaymentSession(app.db, config, { ...SESSION, saveCard: false });
      await payWith(app, paymentId, '4242424242424242');
      const session = await app.db
        .selectFrom('sandbox_psp_sessions')
        .select('card_token')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(await charge(session.card_token!, `k-unsaved-${paymentId}`)).toMatchObject({
        status: 'FAILED',
        failureCode: 'invalid_token',
      });
      const failed = await app.db
        .selectFrom('sandbox_psp_notifications')
        .select('payload')
        .where('payload', 'like', '%charge.failed%')
        .execute();
      expect(failed.length).toBeGreaterThanOrEqual(4);
    });
  });

  describe('refunds', () => {
    it('refunds a paid session or charge once per key, never more than was paid', async () => {
      const { app, config } = ctx();
      const { paymentId, card } = await paidWith('4242424242424242');
      const key = `refund-${paymentId}`;
      await refund(app.db, config, { paymentId, amountCents: 900, idempotencyKey: key });
      await refund(app.db, config, { paymentId, amountCents: 900, idempotencyKey: key });
      await expect(
        refund(app.db, config, { paymentId, amountCents: 4001, idempotencyKey: `${key}-2` }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      await refund(app.db, config, { paymentId, amountCents: 4000, idempotencyKey: `${key}-3` });
      await expect(
        refund(app.db, config, {
          paymentId,
          amountCents: 900,
          idempotencyKey: key.replace('refund', 'other'),
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      const refunds = await app.db
        .selectFrom('sandbox_psp_refunds')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .execute();
      expect(refunds.map((row) => row.amount_cents).sort((a, b) => a - b)).toEqual([900, 4000]);
      const charge = await chargeSavedCard(app.db, config, {
        token: card.token,
        amountCents: 500,
        orderId: 7,
        idempotencyKey: `c-${paymentId}`,
      });
      await refund(app.db, config, {
        paymentId: charge.chargeId,
        amountCents: 500,
        idempotencyKey: `r-${charge.chargeId}`,
      });
      await expect(
        refund(app.db, config, {
          paymentId: 'ps_never',
          amountCents: 1,
          idempotencyKey: `r-never-${paymentId}`,
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const notified = await app.db
        .selectFrom('sandbox_psp_notifications')
        .select('payload')
        .where('event_id', '=', refunds[0]!.event_id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(notified.payload)).toMatchObject({ type: 'refund.succeeded', paymentId, orderId: 7 });
    });
  });
});
