/**
 * The sandbox's notifications (decision 026): each outcome POSTed to the merchant, signed with
 * sHMAC and `x-sandbox-signature`, delivered when the merchant answers a 2xx ok envelope, retried
 * with backoff otherwise (1 s, 5 s, 30 s, 2 min, 10 min, then hourly), and applied once by the
 * merchant however often it arrives (payments.recordEventOnce).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyShmac } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { recordEventOnce, verifyNotification } from '../../../src/modules/payments/service.js';
import { backoffSeconds } from '../../../src/modules/sandbox-psp/notifier.js';
import {
  deliverNotifications,
  type NotificationRequest,
  type SendNotification,
} from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';
import { openSandboxSession, payWith } from '../../helpers/sandbox-psp.js';

const OK = { status: 200, body: '{"status":"ok","response":{}}' };

describe('the notifier’s backoff', () => {
  it('waits 1 s, 5 s, 30 s, 2 min, 10 min, then every hour, forever', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(backoffSeconds)).toEqual([1, 5, 30, 120, 600, 3600, 3600, 3600]);
  });
});

describe.each(DIALECTS)('the sandbox notifier ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  /** A paid session, its notification waiting in the outbox; the time it was paid. */
  async function paidSession() {
    const { app, config } = ctx();
    const { id } = await openSandboxSession(app, config);
    await payWith(app, id, '4242424242424242');
    return id;
  }

  async function outboxRow(paymentId: string) {
    return ctx()
      .app.db.selectFrom('sandbox_psp_notifications')
      .selectAll()
      .where('payload', 'like', `%"paymentId":"${paymentId}"%`)
      .executeTakeFirstOrThrow();
  }

  /** A merchant that answers each request with the next answer of the list, and keeps them. */
  function merchant(...answers: Array<{ status: number; body: string } | Error>) {
    const received: NotificationRequest[] = [];
    const send: SendNotification = async (request) => {
      received.push(request);
      const answer = answers.shift() ?? OK;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return { received, send };
  }

  it('posts the event signed twice to the configured URL, and stops once the merchant says ok', async () => {
    const { app, config } = ctx();
    const id = await paidSession();
    const { received, send } = merchant(OK);
    const now = new Date();
    const report = await deliverNotifications(app.db, config, send, now);
    expect(report.delivered).toBeGreaterThanOrEqual(1);
    const request = received.find((sent) => sent.body.includes(id))!;
    expect(request.url).toBe(config.payments.notificationUrl);
    expect(request.url).toBe(`http://127.0.0.1:${config.port}/api/Payment/acknowledge.json`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-sandbox-signature']).toMatch(
      new RegExp(`^t=${Math.floor(now.getTime() / 1000)},v1=[0-9a-f]{64}$`),
    );
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(await verifyShmac(body, SIGNATURE_KEY)).toBe(true);
    expect(verifyNotification(config, body, request.headers['x-sandbox-signature'], now)).toMatchObject({
      type: 'payment.succeeded',
      paymentId: id,
      amountCents: 1250,
    });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ attempts: 1, delivered_at: now.toISOString(), last_error: null });
    const later = merchant();
    await deliverNotifications(app.db, config, later.send, new Date(now.getTime() + 7200_000));
    expect(later.received.filter((sent) => sent.body.includes(id))).toEqual([]);
  });

  it('retries after a failure (500, a ko envelope, a network error) with backoff, until acknowledged', async () => {
    const { app, config } = ctx();
    const id = await paidSession();
    // Only this session's notification is due: the others are delivered first.
    await deliverNotifications(app.db, config, merchant().send);
    await app.db
      .updateTable('sandbox_psp_notifications')
      .set({ delivered_at: null, attempts: 0, next_attempt_at: '2026-01-01T00:00:00.000Z' })
      .where('event_id', '=', (await outboxRow(id)).event_id)
      .execute();
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const { received, send } = merchant(
      { status: 500, body: '{"status":"ko","error":{"code":"INTERNAL_ERROR","message":"x"}}' },
      { status: 200, body: '{"status":"ko"}' },
      new TypeError('fetch failed'),
    );
    expect(await deliverNotifications(app.db, config, send, start)).toEqual({ delivered: 0, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({
      attempts: 1,
      delivered_at: null,
      next_attempt_at: at(1).toISOString(),
      last_error: expect.stringContaining('HTTP 500'),
    });
    // Not due before its time.
    expect(await deliverNotifications(app.db, config, send, at(0.5))).toEqual({ delivered: 0, failed: 0 });
    expect(await deliverNotifications(app.db, config, send, at(1))).toEqual({ delivered: 0, failed: 1 });
    expect((await outboxRow(id)).next_attempt_at).toBe(at(1 + 5).toISOString());
    expect(await deliverNotifications(app.db, config, send, at(6))).toEqual({ delivered: 0, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({
      attempts: 3,
      next_attempt_at: at(6 + 30).toISOString(),
      last_error: 'TypeError: fetch failed',
    });
    expect(await deliverNotifications(app.db, config, send, at(36))).toEqual({ delivered: 1, failed: 0 });
    expect(await outboxRow(id)).toMatchObject({ attempts: 4, delivered_at: at(36).toISOString() });
    expect(received).toHaveLength(4);
  });

  it('a notification delivered twice (the first answer lost) is recorded once by the merchant', async () => {
    const { app, config } = ctx();
    const id = await paidSession();
    const recorded: boolean[] = [];
    let calls = 0;
    const send: SendNotification = async (request) => {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      const event = verifyNotification(config, body, request.headers['x-sandbox-signature']);
      if (event.paymentId === id) {
        recorded.push(await app.db.transaction().execute((trx) => recordEventOnce(trx, event)));
        calls += 1;
        // The merchant applied it, but its answer never arrived the first time.
        if (calls === 1) return { status: 502, body: 'Bad Gateway' };
      }
      return OK;
    };
    await deliverNotifications(app.db, config, send);
    await deliverNotifications(app.db, config, send, new Date(Date.now() + 2000));
    expect(recorded).toEqual([true, false]);
    const events = await app.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', '=', (await outboxRow(id)).event_id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'payment.succeeded' });
  });

  it('is acknowledged by the api’s own Payment/acknowledge.json (through app.inject)', async () => {
    const { app, config } = ctx();
    const id = await paidSession();
    const answers: number[] = [];
    const send: SendNotification = async ({ url, headers, body }) => {
      const response = await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers,
        payload: body,
      });
      answers.push(response.statusCode);
      return { status: response.statusCode, body: response.body };
    };
    await deliverNotifications(app.db, config, send);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect((await outboxRow(id)).delivered_at).not.toBeNull();
    expect(
      await app.db.selectFrom('payment_events').select('type').where('payload', 'like', `%${id}%`).execute(),
    ).toEqual([{ type: 'payment.succeeded' }]);
  });

  it('sends over real HTTP by default', async () => {
    const { app, config } = ctx();
    const id = await paidSession();
    await deliverNotifications(app.db, config, merchant().send);
    const bodies: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(`${request.headers['x-sandbox-signature']} ${body}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","response":{}}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const row = await outboxRow(id);
      await app.db
        .updateTable('sandbox_psp_notifications')
        .set({
          delivered_at: null,
          target_url: `http://127.0.0.1:${port}/hook`,
          next_attempt_at: row.created_at,
        })
        .where('id', '=', row.id)
        .execute();
      expect(await deliverNotifications(app.db, config)).toEqual({ delivered: 1, failed: 0 });
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatch(/^t=\d+,v1=[0-9a-f]{64} \{/);
      expect(bodies[0]).toContain(id);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
