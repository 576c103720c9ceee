/**
 * A customer's money from their page (issue 25, decision 077): a FAILED instalment charged again
 * once under two calls at once, or paid at the counter, the order following as the job's success
 * makes it; a non-failed one refused 409; a closed schedule the job no longer charges; an invoice
 * mailed again with its PDF; each action audited. Passengers, guests and agents (closeSchedule)
 * are refused by the staff-auth test and the access matrix, driven by the call table.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { chargeDueInstalments } from '../../../src/modules/orders/instalments-job.js';
import { chargeSavedCard } from '../../../src/modules/payments/service.js';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import {
  deliver,
  instalmentRows,
  orderRow,
  passengerWithCard,
  placedOrder,
  reload,
  verifyOrder,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff, logInAsSupervisor } from '../../helpers/staff.js';

const ANNUAL = 1007;
const SUCCEEDS = '4242 4242 4242 4242';
/** The sandbox's card whose first payment succeeds and whose later charges fail. */
const LATER_DECLINED = '4000 0000 0000 0341';

type Regularised = { position: number; status: string; orderStatus: string; outcome?: string };

/** An annual pass paid in 4: the first payment made, three DUE. */
async function paidInFour(app: FastifyInstance, config: Config, cardNumber: string) {
  const { me, card } = await passengerWithCard(app);
  const placed = await placedOrder(app, me, {
    items: [reload(card.id, ANNUAL)],
    installments: 4,
    expectedTotalCents: 49_000,
  });
  await payWith(app, placed.paymentId, cardNumber);
  await deliver(app, config);
  expect(okResponse(await verifyOrder(app, me, placed.orderId)).outcome).toBe('PAID');
  return { accountId: me.userId, orderId: placed.orderId };
}

/** The job's three failures of the second instalment: FAILED, the order in REGULARIZATION. */
async function failSecond(app: FastifyInstance, config: Config, orderId: number) {
  const due = (await instalmentRows(app, orderId))[1]!.due_date;
  for (const day of [due, addDays(due, 1), addDays(due, 2)]) await chargeDueInstalments(app.db, config, day);
  expect((await instalmentRows(app, orderId))[1]).toMatchObject({ status: 'FAILED', attempts: 3 });
  expect((await orderRow(app, orderId)).status).toBe('REGULARIZATION');
}

/** A failure written as the job writes it, on an order whose card charges fine now. */
async function markSecondFailed(app: FastifyInstance, orderId: number) {
  await app.db
    .updateTable('order_instalments')
    .set({ status: 'FAILED', attempts: 3, next_attempt_on: null })
    .where('order_id', '=', orderId)
    .where('position', '=', 2)
    .execute();
  await app.db.updateTable('orders').set({ status: 'REGULARIZATION' }).where('id', '=', orderId).execute();
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const chargesOf = (app: FastifyInstance, orderId: number) =>
  app.db
    .selectFrom('sandbox_psp_charges')
    .select(['status', 'idempotency_key'])
    .where('order_id', '=', orderId)
    .execute();

const auditOf = (app: FastifyInstance, accountId: number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('customer_account_id', '=', accountId)
    .orderBy('id')
    .execute();

const mailsOfKind = (app: FastifyInstance, kind: string) =>
  app.db.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('id').execute();

describe.each(DIALECTS)('a customer’s money in the back office ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('charges a failed instalment again once under two calls at once; the order leaves REGULARIZATION', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, SUCCEEDS);
    await markSecondFailed(app, orderId);
    const [agent, other] = [await logInAsStaff(app), await logInAsSupervisor(app)];
    const before = await chargesOf(app, orderId);
    const paidMails = (await mailsOfKind(app, 'instalment-paid')).length;
    const body = { accountId, orderId, position: 2 };
    const answers = await Promise.all([
      post<Regularised>(app, 'Staff/chargeInstalmentAgain.json', { userToken: agent.userToken, ...body }),
      post<Regularised>(app, 'Staff/chargeInstalmentAgain.json', { userToken: other.userToken, ...body }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = okResponse(answers.find((answer) => answer.statusCode === 200)!);
    expect(won).toMatchObject({ outcome: 'PAID', status: 'PAID', orderStatus: 'COMPLETED', position: 2 });
    expect(koError(answers.find((answer) => answer.statusCode === 409)!).code).toBe('CONFLICT');

    const charges = await chargesOf(app, orderId);
    expect(charges.length).toBe(before.length + 1);
    const second = (await instalmentRows(app, orderId))[1]!;
    expect(second).toMatchObject({ status: 'PAID', attempts: 4, claimed_at: null, paid_means: null });
    expect(charges.map((charge) => charge.idempotency_key)).toContain(`inst-${second.id}-4`);
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    // Once paid, a third click is refused: nothing is FAILED.
    const again = await post(app, 'Staff/chargeInstalmentAgain.json', {
      userToken: agent.userToken,
      ...body,
    });
    expect(again.statusCode).toBe(409);
    expect(await chargesOf(app, orderId)).toHaveLength(before.length + 1);

    expect((await mailsOfKind(app, 'instalment-paid')).length).toBe(paidMails + 1);
    const audit = await auditOf(app, accountId);
    expect(audit.map((entry) => entry.action)).toEqual(['instalment.charge-again']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      status: 'PAID',
      position: 2,
      orderStatus: 'COMPLETED',
    });
  });

  it('leaves a live hold alone (409), and retakes a dead one without charging twice', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, SUCCEEDS);
    await markSecondFailed(app, orderId);
    const agent = await logInAsStaff(app);
    const second = (await instalmentRows(app, orderId))[1]!;
    const hold = (at: Date) =>
      app.db
        .updateTable('order_instalments')
        .set({ claimed_at: at.toISOString() })
        .where('id', '=', second.id)
        .execute();
    const body = { userToken: agent.userToken, accountId, orderId, position: 2 };

    // Another agent's charge is under way: neither action may touch it.
    await hold(new Date());
    expect((await post(app, 'Staff/chargeInstalmentAgain.json', body)).statusCode).toBe(409);
    expect((await post(app, 'Staff/markInstalmentPaid.json', { ...body, means: 'CASH' })).statusCode).toBe(
      409,
    );

    // A request that died after its charge, before writing it: the hold is old, the charge made.
    await hold(new Date(Date.now() - 10 * 60_000));
    const order = await orderRow(app, orderId);
    const card = await app.db
      .selectFrom('payment_cards')
      .select('token')
      .where('id', '=', order.payment_card_id!)
      .executeTakeFirstOrThrow();
    const first = await chargeSavedCard(app.db, config, {
      token: card.token,
      amountCents: second.amount_cents,
      orderId,
      idempotencyKey: `inst-${second.id}-4`,
    });
    expect(first.status).toBe('SUCCEEDED');
    const answer = okResponse(await post<Regularised>(app, 'Staff/chargeInstalmentAgain.json', body));
    expect(answer).toMatchObject({ outcome: 'PAID', orderStatus: 'COMPLETED' });
    const charges = (await chargesOf(app, orderId)).filter(
      (charge) => charge.idempotency_key === `inst-${second.id}-4`,
    );
    expect(charges).toHaveLength(1);
    expect((await instalmentRows(app, orderId))[1]).toMatchObject({
      status: 'PAID',
      provider_reference: first.chargeId,
    });
  });

  it('counts a refused charge again, leaves it FAILED and the order in REGULARIZATION', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, LATER_DECLINED);
    await failSecond(app, config, orderId);
    const agent = await logInAsStaff(app);
    const answer = okResponse(
      await post<Regularised & { failureCode: string }>(app, 'Staff/chargeInstalmentAgain.json', {
        userToken: agent.userToken,
        accountId,
        orderId,
        position: 2,
      }),
    );
    expect(answer).toMatchObject({ outcome: 'REFUSED', status: 'FAILED', orderStatus: 'REGULARIZATION' });
    expect(answer.failureCode).toBeTruthy();
    expect((await instalmentRows(app, orderId))[1]).toMatchObject({
      status: 'FAILED',
      attempts: 4,
      claimed_at: null,
    });
    expect((await auditOf(app, accountId)).map((entry) => entry.action)).toEqual([
      'instalment.charge-again-refused',
    ]);
  });

  it('marks a failed instalment paid at the counter with its means; the schedule and the order follow', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, LATER_DECLINED);
    await failSecond(app, config, orderId);
    const agent = await logInAsStaff(app);
    const charges = (await chargesOf(app, orderId)).length;
    const answer = okResponse(
      await post<Regularised>(app, 'Staff/markInstalmentPaid.json', {
        userToken: agent.userToken,
        accountId,
        orderId,
        position: 2,
        means: 'CHEQUE',
      }),
    );
    expect(answer).toMatchObject({ status: 'PAID', orderStatus: 'COMPLETED' });
    const rows = await instalmentRows(app, orderId);
    expect(rows.map((row) => row.status)).toEqual(['PAID', 'PAID', 'DUE', 'DUE']);
    expect(rows[1]).toMatchObject({ paid_means: 'CHEQUE', provider_reference: null });
    expect(await chargesOf(app, orderId)).toHaveLength(charges);
    expect((await orderRow(app, orderId)).status).toBe('COMPLETED');
    const mail = (await mailsOfKind(app, 'instalment-paid')).at(-1)!;
    expect(mail.text_body).toContain('par chèque');
    const audit = await auditOf(app, accountId);
    expect(audit.map((entry) => entry.action)).toEqual(['instalment.paid-at-counter']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ means: 'CHEQUE', status: 'PAID' });
    // A means outside the list is refused before anything.
    const bad = await post(app, 'Staff/markInstalmentPaid.json', {
      userToken: agent.userToken,
      accountId,
      orderId,
      position: 2,
      means: 'BITCOIN',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to regularise an instalment that is not FAILED (409), and another customer’s order (404)', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, SUCCEEDS);
    const other = await paidInFour(app, config, SUCCEEDS);
    const agent = await logInAsStaff(app);
    for (const [path, extra] of [
      ['Staff/chargeInstalmentAgain.json', {}],
      ['Staff/markInstalmentPaid.json', { means: 'CASH' }],
    ] as const) {
      for (const position of [1, 2]) {
        const answer = await post(app, path, {
          userToken: agent.userToken,
          accountId,
          orderId,
          position,
          ...extra,
        });
        expect(answer.statusCode, `${path} ${position}`).toBe(409);
        expect(koError(answer).code).toBe('CONFLICT');
      }
      const missing = await post(app, path, {
        userToken: agent.userToken,
        accountId,
        orderId,
        position: 9,
        ...extra,
      });
      expect(missing.statusCode).toBe(404);
      const foreign = await post(app, path, {
        userToken: agent.userToken,
        accountId,
        orderId: other.orderId,
        position: 2,
        ...extra,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect(await auditOf(app, accountId)).toEqual([]);
  });

  it('closes a schedule (supervisors): the job charges nothing more, the order leaves REGULARIZATION', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, LATER_DECLINED);
    await failSecond(app, config, orderId);
    const supervisor = await logInAsSupervisor(app);
    const agent = await logInAsStaff(app);
    const body = { accountId, orderId, reason: 'Abonnement résilié, geste commercial' };
    const byAgent = await post(app, 'Staff/closeSchedule.json', { userToken: agent.userToken, ...body });
    expect(byAgent.statusCode).toBe(403);
    const answer = okResponse(
      await post<{ closedPositions: number[]; orderStatus: string }>(app, 'Staff/closeSchedule.json', {
        userToken: supervisor.userToken,
        ...body,
      }),
    );
    expect(answer).toEqual({ closedPositions: [2, 3, 4], orderStatus: 'COMPLETED' });
    const rows = await instalmentRows(app, orderId);
    expect(rows.map((row) => row.status)).toEqual(['PAID', 'CANCELED', 'CANCELED', 'CANCELED']);
    expect(rows[3]!.closed_reason).toBe(body.reason);
    const charges = (await chargesOf(app, orderId)).length;
    await chargeDueInstalments(app.db, config, '2099-01-01');
    expect(await chargesOf(app, orderId)).toHaveLength(charges);
    // Closed once: nothing is left the second time.
    const again = await post(app, 'Staff/closeSchedule.json', { userToken: supervisor.userToken, ...body });
    expect(again.statusCode).toBe(409);
    const audit = await auditOf(app, accountId);
    expect(audit.map((entry) => entry.action)).toEqual(['schedule.close']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      reason: body.reason,
      orderStatus: 'COMPLETED',
    });
    expect((await mailsOfKind(app, 'schedule-closed')).at(-1)!.text_body).toContain(
      'ne seront pas prélevées',
    );
  });

  it('mails an invoice again with its PDF attached, audited', async () => {
    const { app, config } = ctx();
    const { accountId, orderId } = await paidInFour(app, config, SUCCEEDS);
    const agent = await logInAsStaff(app);
    const { mailId } = okResponse(
      await post<{ mailId: number }>(app, 'Staff/resendInvoice.json', {
        userToken: agent.userToken,
        accountId,
        orderId,
      }),
    );
    const mail = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirstOrThrow();
    const invoice = await app.db
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('invoice-resent');
    expect(mail.subject).toContain(invoice.number);
    expect(mail.raw_mime).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw_mime).toMatch(/filename=/i);
    const audit = await auditOf(app, accountId);
    expect(audit.map((entry) => [entry.action, entry.record_id])).toEqual([
      ['invoice.resend', invoice.number],
    ]);
    // In the language the customer ordered in.
    expect(mail.subject).toBe(`Votre facture ${invoice.number}`);
    await app.db.updateTable('orders').set({ locale: 'en' }).where('id', '=', orderId).execute();
    const english = okResponse(
      await post<{ mailId: number }>(app, 'Staff/resendInvoice.json', {
        userToken: agent.userToken,
        accountId,
        orderId,
      }),
    );
    const inEnglish = await app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('id', '=', english.mailId)
      .executeTakeFirstOrThrow();
    expect(inEnglish.subject).toBe(`Your invoice ${invoice.number}`);
    expect(inEnglish.text_body).toContain('As you asked');
    // An order of someone else is missing for this customer.
    const other = await paidInFour(app, config, SUCCEEDS);
    const foreign = await post(app, 'Staff/resendInvoice.json', {
      userToken: agent.userToken,
      accountId,
      orderId: other.orderId,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
