/**
 * Account/exportData's limits (issue 22, also seen; decision 059): not for a guest (decision 054:
 * no identity to ask for it), a few exports per account and window counted in the database (so
 * every server of the same database counts them), and a bounded work per call: at most
 * MAX_INVOICE_PDFS invoice PDFs, the newest, the others listed in the JSON.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { MAX_INVOICE_PDFS } from '../../../src/modules/account-data/export.js';
import { useTestApp } from '../../helpers/app.js';
import { getRaw, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { insertOrder } from '../../helpers/orders.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const exportOf = (app: FastifyInstance, userToken: string) =>
  getRaw(app, 'Account/exportData', { userToken, locale: 'en' });

const errorOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { error: { code: string; message: string } }).error;

describe.each(DIALECTS)('the limits of Account/exportData ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMIT_DATA_EXPORTS_PER_ACCOUNT: '2' });

  it('is refused to a guest session: a guest has no identity to ask for it', async () => {
    const { app } = ctx();
    const card = await insertCard(app);
    const guest = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/openGuestReload.json', {
        network_id: 1,
        mediaNumber: card.number,
        holderName: 'Le Goff',
        holderBirthdate: '1991-03-08',
      }),
    );
    const response = await exportOf(app, guest.user.userToken);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('FORBIDDEN');
  });

  it('answers a few exports per account and window, counted in the database: another server of it refuses the next one too', async () => {
    const { app, config } = ctx();
    const me = await signUpAndLogIn(app);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await exportOf(app, me.userToken)).statusCode).toBe(200);
    }
    const refused = await exportOf(app, me.userToken);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // A second server on the same database (a replica behind the load balancer).
    const replica = await buildApp(config);
    try {
      expect((await exportOf(replica, me.userToken)).statusCode).toBe(429);
    } finally {
      await replica.close();
    }
    // Someone else is not held back.
    const stranger = await signUpAndLogIn(app);
    expect((await exportOf(app, stranger.userToken)).statusCode).toBe(200);
  });

  it(`prints at most ${MAX_INVOICE_PDFS} invoices, the newest, and lists the others in the JSON`, async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const start = Date.now() - 3 * 86_400_000;
    for (let index = 0; index < MAX_INVOICE_PDFS + 2; index += 1) {
      await insertOrder(app, {
        accountId: me.userId,
        mediaId: card.id,
        invoiceAt: new Date(start + index * 60_000).toISOString(),
      });
    }
    const response = await exportOf(app, me.userToken);
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const pdfs = Object.keys(zip).filter((name) => name.startsWith('factures/'));
    expect(pdfs).toHaveLength(MAX_INVOICE_PDFS);
    const data = JSON.parse(strFromU8(zip['donnees.json']!)) as {
      orders: Array<{ invoice: { number: string } | null }>;
      invoicesNotAttached: { numbers: string[]; reason: string };
    };
    const numbers = data.orders.map((order) => order.invoice!.number);
    expect(numbers).toHaveLength(MAX_INVOICE_PDFS + 2);
    // The two oldest are not printed; every order is still in the data.
    expect(data.invoicesNotAttached.numbers).toEqual(numbers.slice(0, 2));
    expect(data.invoicesNotAttached.reason).toMatch(/invoices page/);
    for (const number of numbers.slice(2)) expect(pdfs.some((name) => name.includes(number))).toBe(true);
    // A hundred orders and invoices written, then printed: longer than most tests.
  }, 90_000);
});
