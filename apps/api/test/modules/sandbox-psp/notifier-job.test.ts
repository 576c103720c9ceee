/**
 * The notifier job (decision 026): with JOBS on, the api itself delivers a paid session's
 * notification over HTTP within seconds, and stops its timer when it closes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { DIALECTS } from '../../helpers/databases.js';
import { openSandboxSession, payWith } from '../../helpers/sandbox-psp.js';
import { verifyShmac } from '@oceane/domain';

const received: Array<{ signature: string; body: Record<string, unknown> }> = [];
const merchant = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      signature: String(request.headers['x-sandbox-signature']),
      body: JSON.parse(body) as Record<string, unknown>,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","response":{}}');
  });
});
await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
const { port } = merchant.address() as AddressInfo;

describe('the notifier job (sqlite)', () => {
  const ctx = useTestApp(DIALECTS[0]!, {
    JOBS: 'on',
    PAYMENT_NOTIFICATION_URL: `http://127.0.0.1:${port}/api/Payment/acknowledge.json`,
  });
  beforeAll(() => {
    received.length = 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => merchant.close(resolve));
  });

  it('delivers a paid session’s notification by itself, signed', async () => {
    const { app, config } = ctx();
    const { id } = await openSandboxSession(app, config);
    expect((await payWith(app, id, '4242424242424242')).statusCode).toBe(303);
    const delivered = async () =>
      app.db
        .selectFrom('sandbox_psp_notifications')
        .select(['delivered_at', 'attempts'])
        .where('payload', 'like', `%${id}%`)
        .executeTakeFirstOrThrow();
    const deadline = Date.now() + 5000;
    while ((await delivered()).delivered_at === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const row = await delivered();
    expect(row.delivered_at).not.toBeNull();
    const sent = received.find((notification) => notification.body.paymentId === id);
    expect(sent?.body).toMatchObject({ type: 'payment.succeeded', amountCents: 1250 });
    expect(sent?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifyShmac(sent!.body, SIGNATURE_KEY)).toBe(true);
    expect(row.attempts).toBe(1);
  });
});
