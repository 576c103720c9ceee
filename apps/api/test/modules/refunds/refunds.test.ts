/**
 * Refunds of the back office and their credit notes (issue 25, decision 075), on SQLite and
 * PostgreSQL: a refund in part through the sandbox provider (its own ledger pays back) issues a
 * credit note in its own gapless series naming the invoice, which stays as it was; the agents'
 * limit; more than was paid minus refunded refused; two concurrent refunds never pay back more
 * than was paid; 30 concurrent refunds numbered without gaps; a full refund of an instalment order
 * cancels the instalments still due; the passenger's credit notes and their PDF, another's
 * unreachable; audited and mailed. The sales journal: supervisors only, CSV totals the invoices
 * minus the credit notes, on the demo data too.
 */
import { signBody } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { chargeDueInstalments } from '../../../src/modules/orders/instalments-job.js';
import {
  deliver,
  instalmentRows,
  passengerWithCard,
  placedMonthlyReload,
  placedOrder,
  reload,
  MONTHLY_CENTS,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { mailsTo } from '../../helpers/mailbox.js';
import { pdfText } from '../../helpers/pdf.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff, logInAsSupervisor } from '../../helpers/staff.js';

const SUCCEEDS = '4242 4242 4242 4242';
const AGENT_LIMIT = 2_000;

type CreditNote = {
  id: number;
  number: string;
  orderId: number;
  invoiceNumber: string;
  totalCents: number;
  refundedCents: number;
};
type Refunded = {
  creditNote: CreditNote & { reason: string; staffEmail: string };
  refund: { orderId: number; paidCents: number; refundedCents: number; refundableCents: number };
  scheduleClosed: boolean;
};

describe.each(DIALECTS)('refunds and credit notes ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { REFUND_AGENT_LIMIT_CENTS: String(AGENT_LIMIT), SEED_DEMO: 'true' });

  /** A passenger's monthly pass order, paid through the sandbox: its invoice issued. */
  async function paidOrder(): Promise<{ me: LoggedIn; orderId: number; paymentId: string }> {
    const { app, config } = ctx();
    const { me, placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    return { me, orderId: placed.orderId, paymentId: placed.paymentId };
  }

  const refund = (
    userToken: string,
    body: { accountId: number; orderId: number; amountCents: number; reason?: string },
  ) =>
    post<Refunded>(ctx().app, 'Staff/refundOrder.json', {
      userToken,
      reason: 'Carte jamais reçue',
      ...body,
    });

  const providerRefunds = (app: FastifyInstance, paymentId: string) =>
    app.db.selectFrom('sandbox_psp_refunds').selectAll().where('payment_id', '=', paymentId).execute();

  async function printCreditNote(
    app: FastifyInstance,
    userToken: string,
    creditNoteId: number,
    locale = 'fr',
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/Order/printCreditNote.json',
      payload: await signBody({ userToken, creditNoteId, locale }, SIGNATURE_KEY),
    });
  }

  it('refunds half an order through the provider and issues a credit note naming the invoice, unchanged', async () => {
    const { app } = ctx();
    const { me, orderId, paymentId } = await paidOrder();
    const invoiceBefore = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const supervisor = await logInAsSupervisor(app);
    const half = MONTHLY_CENTS / 2;
    const answer = okResponse(
      await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: half }),
    );
    expect(answer.creditNote).toMatchObject({
      number: expect.stringMatching(/^AV\d{4}-\d{6}$/),
      orderId,
      invoiceNumber: invoiceBefore.number,
      totalCents: half,
      refundedCents: half,
      reason: 'Carte jamais reçue',
    });
    expect(answer.refund).toEqual({
      orderId,
      paidCents: MONTHLY_CENTS,
      refundedCents: half,
      refundableCents: half,
    });
    expect(answer.scheduleClosed).toBe(false);
    // The sandbox paid back in its own ledger.
    expect((await providerRefunds(app, paymentId)).map((row) => row.amount_cents)).toEqual([half]);
    // The invoice is never edited.
    expect(
      await app.db
        .selectFrom('invoices')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual(invoiceBefore);
    // Audited, with its before and after.
    const entry = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'order.refund')
      .where('record_id', '=', String(orderId))
      .executeTakeFirstOrThrow();
    expect(entry.customer_account_id).toBe(me.userId);
    expect(JSON.parse(entry.after_json!)).toMatchObject({
      creditNote: answer.creditNote.number,
      amountCents: half,
    });
    // The customer is mailed, naming the credit note.
    const mails = await mailsTo(app, me.passenger.email);
    expect(mails.some((mail) => mail.subject.includes(answer.creditNote.number))).toBe(true);

    // The passenger sees it in their order and prints it.
    const { creditNotes } = okResponse(
      await get<{ creditNotes: CreditNote[] }>(app, 'Order/getCreditNotes.json', {
        userToken: me.userToken,
        orderId,
      }),
    );
    expect(creditNotes).toEqual([
      expect.objectContaining({ id: answer.creditNote.id, number: answer.creditNote.number }),
    ]);
    const pdf = await printCreditNote(app, me.userToken, answer.creditNote.id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`avoir-${answer.creditNote.number}.pdf`);
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      'AVOIR',
      answer.creditNote.number,
      invoiceBefore.number,
      '24,50',
      'Carte jamais re',
    ])
      expect(text).toContain(expected);
    const english = pdfText(
      (await printCreditNote(app, me.userToken, answer.creditNote.id, 'en')).rawPayload,
    );
    expect(english).toContain('CREDIT NOTE');

    // Another passenger reaches neither the order's credit notes nor the PDF.
    const stranger = await signUpAndLogIn(app);
    expect((await printCreditNote(app, stranger.userToken, answer.creditNote.id)).statusCode).toBe(403);
    expect(
      koError(await get(app, 'Order/getCreditNotes.json', { userToken: stranger.userToken, orderId })).code,
    ).toBe('FORBIDDEN');

    // The back office lists it, with what is left to refund.
    const refunds = okResponse(
      await get<{ agentLimitCents: number; orders: Refunded['refund'][]; creditNotes: CreditNote[] }>(
        app,
        'Staff/getRefunds.json',
        {
          userToken: supervisor.userToken,
          accountId: me.userId,
        },
      ),
    );
    expect(refunds.agentLimitCents).toBe(AGENT_LIMIT);
    expect(refunds.orders).toEqual([answer.refund]);
    expect(refunds.creditNotes.map((note) => note.number)).toEqual([answer.creditNote.number]);
  });

  it('lets an agent refund up to the limit, and only a supervisor above it', async () => {
    const { app } = ctx();
    const { me, orderId } = await paidOrder();
    const agent = await logInAsStaff(app);
    const supervisor = await logInAsSupervisor(app);
    okResponse(await refund(agent.userToken, { accountId: me.userId, orderId, amountCents: AGENT_LIMIT }));
    const above = await refund(agent.userToken, {
      accountId: me.userId,
      orderId,
      amountCents: AGENT_LIMIT + 1,
    });
    expect(above.statusCode).toBe(403);
    expect(koError(above).code).toBe('REFUND_NEEDS_SUPERVISOR');
    okResponse(
      await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: AGENT_LIMIT + 1 }),
    );
  });

  it('refuses more than was paid minus what was refunded, then takes exactly the rest', async () => {
    const { app } = ctx();
    const { me, orderId, paymentId } = await paidOrder();
    const supervisor = await logInAsSupervisor(app);
    const tooMuch = await refund(supervisor.userToken, {
      accountId: me.userId,
      orderId,
      amountCents: MONTHLY_CENTS + 1,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(koError(tooMuch).code).toBe('REFUND_EXCEEDS_PAID');
    okResponse(await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 1_000 }));
    expect(
      koError(await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 3_901 })).code,
    ).toBe('REFUND_EXCEEDS_PAID');
    const rest = okResponse(
      await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 3_900 }),
    );
    expect(rest.refund.refundableCents).toBe(0);
    expect(
      koError(await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 1 })).code,
    ).toBe('REFUND_EXCEEDS_PAID');
    const refunded = (await providerRefunds(app, paymentId)).reduce((sum, row) => sum + row.amount_cents, 0);
    expect(refunded).toBe(MONTHLY_CENTS);
    // Credit notes of an invoice credited whole give back its VAT to the cent.
    const invoice = JSON.parse(
      (
        await app.db
          .selectFrom('invoices')
          .select('content')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).content,
    ) as { vatCents: number };
    const notes = await app.db
      .selectFrom('credit_notes')
      .select('content')
      .where('order_id', '=', orderId)
      .execute();
    const vat = notes.reduce(
      (sum, note) => sum + (JSON.parse(note.content) as { vatCents: number }).vatCents,
      0,
    );
    expect(vat).toBe(invoice.vatCents);
  });

  it('pays back at most what was paid when two refunds of one order run at once', async () => {
    const { app } = ctx();
    const { me, orderId, paymentId } = await paidOrder();
    const supervisor = await logInAsSupervisor(app);
    const answers = await Promise.all(
      [3_000, 3_000].map((amountCents) =>
        refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents }),
      ),
    );
    expect(answers.map((answer) => answer.body.status).sort()).toEqual(['ko', 'ok']);
    expect(koError(answers.find((answer) => answer.body.status === 'ko')!).code).toBe('REFUND_EXCEEDS_PAID');
    const refunded = (await providerRefunds(app, paymentId)).reduce((sum, row) => sum + row.amount_cents, 0);
    expect(refunded).toBe(3_000);
    expect(
      await app.db.selectFrom('credit_notes').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
  });

  it('numbers 30 concurrent refunds’ credit notes without gaps', async () => {
    const { app } = ctx();
    const orders = await Promise.all([paidOrder(), paidOrder(), paidOrder()]);
    const supervisor = await logInAsSupervisor(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        const { me, orderId } = orders[index % 3]!;
        return refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 100 + index });
      }),
    );
    const numbers = answers.map((answer) => okResponse(answer).creditNote.number);
    expect(new Set(numbers).size).toBe(30);
    // The whole year's series, these and the earlier tests', is 1..n.
    const year = Number(numbers[0]!.slice(2, 6));
    const sequences = (
      await app.db.selectFrom('credit_notes').select('sequence').where('year', '=', year).execute()
    )
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
  });

  it('refunds an instalment order against the payments collected, newest first; a full refund closes the schedule', async () => {
    const { app, config } = ctx();
    const { me, card } = await passengerWithCard(app);
    const placed = await placedOrder(app, me, {
      items: [reload(card.id, 1007)],
      installments: 4,
      expectedTotalCents: 49_000,
    });
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const schedule = await instalmentRows(app, placed.orderId);
    // The second instalment is charged on its day: two payments collected, two instalments due.
    await chargeDueInstalments(app.db, config, schedule[1]!.due_date);
    const rows = await instalmentRows(app, placed.orderId);
    expect(rows.map((row) => row.status)).toEqual(['PAID', 'PAID', 'DUE', 'DUE']);
    const collected = rows[0]!.amount_cents + rows[1]!.amount_cents;
    const supervisor = await logInAsSupervisor(app);
    const tooMuch = await refund(supervisor.userToken, {
      accountId: me.userId,
      orderId: placed.orderId,
      amountCents: collected + 1,
    });
    expect(koError(tooMuch).code).toBe('REFUND_EXCEEDS_PAID');
    // A part refund leaves the schedule as it is, and takes from the last charge first.
    const part = okResponse(
      await refund(supervisor.userToken, {
        accountId: me.userId,
        orderId: placed.orderId,
        amountCents: 1_000,
      }),
    );
    expect(part.scheduleClosed).toBe(false);
    const charge = rows[1]!.provider_reference!;
    expect((await providerRefunds(app, charge)).map((row) => row.amount_cents)).toEqual([1_000]);
    expect((await instalmentRows(app, placed.orderId)).map((row) => row.status)).toEqual([
      'PAID',
      'PAID',
      'DUE',
      'DUE',
    ]);
    // The rest of what was collected: the instalments due are cancelled and credited too.
    const rest = okResponse(
      await refund(supervisor.userToken, {
        accountId: me.userId,
        orderId: placed.orderId,
        amountCents: collected - 1_000,
      }),
    );
    expect(rest.scheduleClosed).toBe(true);
    expect(rest.refund).toMatchObject({ paidCents: collected, refundableCents: 0 });
    expect((await instalmentRows(app, placed.orderId)).map((row) => row.status)).toEqual([
      'PAID',
      'PAID',
      'CANCELED',
      'CANCELED',
    ]);
    const due = rows[2]!.amount_cents + rows[3]!.amount_cents;
    expect(rest.creditNote).toMatchObject({
      refundedCents: collected - 1_000,
      totalCents: collected - 1_000 + due,
    });
    // Together the credit notes credit the whole invoice.
    const credited = (
      await app.db
        .selectFrom('credit_notes')
        .select('total_cents')
        .where('order_id', '=', placed.orderId)
        .execute()
    ).reduce((sum, row) => sum + row.total_cents, 0);
    expect(credited).toBe(49_000);
    expect(
      (await providerRefunds(app, placed.paymentId)).reduce((sum, row) => sum + row.amount_cents, 0),
    ).toBe(rows[0]!.amount_cents);
  });

  it('gives the sales journal to supervisors only, its totals the invoices minus the credit notes', async () => {
    const { app } = ctx();
    const { me, orderId } = await paidOrder();
    const supervisor = await logInAsSupervisor(app);
    okResponse(await refund(supervisor.userToken, { accountId: me.userId, orderId, amountCents: 1_250 }));
    const agent = await logInAsStaff(app);
    const today = new Date().toISOString().slice(0, 10);
    // A year back: the demo data's invoices, and today's.
    const from = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const refused = await getRaw(app, 'Staff/salesJournal.csv', {
      userToken: agent.userToken,
      from,
      to: tomorrow,
    });
    expect(refused.statusCode).toBe(403);
    const csv = await getRaw(app, 'Staff/salesJournal.csv', {
      userToken: supervisor.userToken,
      from,
      to: tomorrow,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const [invoices, creditNotes] = await Promise.all([
      app.db.selectFrom('invoices').select(['number', 'total_cents', 'issued_at']).execute(),
      app.db.selectFrom('credit_notes').select(['number', 'total_cents', 'issued_at']).execute(),
    ]);
    // The demo data has invoices of its own.
    expect(invoices.length).toBeGreaterThan(3);
    const inPeriod = <T extends { issued_at: string }>(rows: T[]) =>
      rows.filter((row) => row.issued_at >= `${from}T00`);
    const expected =
      inPeriod(invoices).reduce((sum, row) => sum + row.total_cents, 0) -
      inPeriod(creditNotes).reduce((sum, row) => sum + row.total_cents, 0);
    const total = text.trimEnd().split('\r\n').at(-1)!.split(';');
    expect(total[0]).toBe('Total');
    const [units, decimals] = total[4]!.replace('-', '').split(',');
    expect((total[4]!.startsWith('-') ? -1 : 1) * (Number(units) * 100 + Number(decimals))).toBe(expected);
    for (const row of inPeriod([...invoices, ...creditNotes])) expect(text).toContain(`;${row.number};`);
    expect(text).toContain(';-12,50\r\n');
    const pdf = await getRaw(app, 'Staff/salesJournal.pdf', {
      userToken: supervisor.userToken,
      from: today,
      to: today,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Journal des ventes');
    // A period backwards or longer than a year is refused, never a 500.
    expect(
      (
        await getRaw(app, 'Staff/salesJournal.csv', {
          userToken: supervisor.userToken,
          from: today,
          to: from,
        })
      ).statusCode,
    ).toBe(400);
  });
});
