/**
 * Refunds of the back office (issue 25, decision 075). Owns `order_refunds`. A refund of an order,
 * in full or in part, pays back through the payment adapter what the order's payments collected
 * (newest payment first) and issues a credit note (modules/invoices) in the same transaction,
 * which first holds the order: two refunds of one order run one after the other, the second
 * reading what the first paid back, so together they never pay back more than was paid. Above
 * the configured limit only a supervisor refunds. A refund that pays back everything collected
 * cancels the instalments still due, and the credit note credits them too. Audited, and the
 * customer is mailed. The passenger reads the credit notes of their order and prints them.
 */
import {
  isLocale,
  type CreditNoteView,
  type Locale,
  type OrderRefundState,
  type StaffCreditNoteView,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { accountsByIds } from '../account/service.js';
import { recordStaffAction } from '../audit/service.js';
import { findIdentity, identityForExport } from '../identity/service.js';
import {
  creditNoteFilename,
  creditNotesOfAccounts,
  creditNotesOfOrder,
  findCreditNote,
  issueCreditNote,
  renderCreditNotePdf,
  type CreditNoteContent,
  type CreditNoteRow,
} from '../invoices/service.js';
import {
  cancelOpenInstalments,
  collectedPayments,
  holdOrderForRefund,
  orderToRefund,
  paidOrdersOfAccount,
} from '../orders/service.js';
import { refund } from '../payments/service.js';
import { queueRefundMail } from './mail.js';
import { insertOrderRefund, refundedByPayment } from './repo.js';

/** The staff member acting: the audit log and the credit note name them. */
async function actingStaff(db: Db, session: CurrentSession) {
  if (session.identityId === null) throw new AppError('FORBIDDEN');
  const identity = await findIdentity(db, session.identityId);
  if (!identity) throw new AppError('FORBIDDEN');
  return { identityId: identity.id, email: identity.email };
}

/** The customer's profile on the staff's network; another network's reads as missing. */
async function customerAccount(db: Db, networkId: number, accountId: number) {
  const [account] = await accountsByIds(db, [accountId]);
  if (!account || account.network_id !== networkId) throw new AppError('NOT_FOUND');
  return account;
}

/** What the order's payments collected, what was paid back of each, and what is left to pay back. */
async function refundState(db: Db, orderId: number) {
  const [payments, refunded] = await Promise.all([
    collectedPayments(db, orderId),
    refundedByPayment(db, orderId),
  ]);
  const left = payments.map((payment) => ({
    ...payment,
    leftCents: Math.max(0, payment.amountCents - (refunded.get(payment.providerPaymentId) ?? 0)),
  }));
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const refundableCents = left.reduce((sum, payment) => sum + payment.leftCents, 0);
  return {
    payments: left,
    state: {
      orderId,
      paidCents,
      refundedCents: paidCents - refundableCents,
      refundableCents,
    } satisfies OrderRefundState,
  };
}

const staffView = (row: CreditNoteRow): StaffCreditNoteView => ({
  id: row.id,
  number: row.number,
  orderId: row.order_id,
  invoiceNumber: row.invoice_number,
  issuedAt: row.issued_at,
  totalCents: row.total_cents,
  refundedCents: row.refunded_cents,
  reason: row.reason,
  staffEmail: row.staff_email,
});

/** Staff/refundOrder.json. */
export async function refundOrder(
  ctx: AppContext,
  session: CurrentSession,
  input: { accountId: number; orderId: number; amountCents: number; reason: string },
): Promise<{ creditNote: StaffCreditNoteView; refund: OrderRefundState; scheduleClosed: boolean }> {
  const staff = await actingStaff(ctx.db, session);
  const account = await customerAccount(ctx.db, session.networkId, input.accountId);
  const order = await orderToRefund(ctx.db, input.orderId);
  if (!order || order.accountId !== account.id) throw new AppError('NOT_FOUND');
  if (input.amountCents > ctx.config.refunds.agentLimitCents && session.staffRole !== 'supervisor')
    throw new AppError('REFUND_NEEDS_SUPERVISOR');
  const identity = account.identity_id === null ? null : await identityForExport(ctx.db, account.identity_id);
  const at = isoNow();
  const result = await ctx.db.transaction().execute(async (trx) => {
    if (!(await holdOrderForRefund(trx, order.id, at))) throw new AppError('NOT_FOUND');
    const { payments, state } = await refundState(trx, order.id);
    if (input.amountCents > state.refundableCents) throw new AppError('REFUND_EXCEEDS_PAID');
    const full = input.amountCents === state.refundableCents;
    const cancelled = full ? await cancelOpenInstalments(trx, order.id) : [];
    const issued = await issueCreditNote(trx, {
      orderId: order.id,
      accountId: account.id,
      at,
      reason: input.reason,
      refundedCents: input.amountCents,
      cancelledInstalments: cancelled,
      staff,
    });
    if (!issued) throw new AppError('INVOICE_NOT_READY');
    // The newest payment first: an instalment order gives back its last charges before its first.
    let left = input.amountCents;
    const allocations: { providerPaymentId: string; amountCents: number }[] = [];
    for (const payment of [...payments].reverse()) {
      if (left === 0) break;
      const amountCents = Math.min(left, payment.leftCents);
      if (amountCents === 0) continue;
      allocations.push({ providerPaymentId: payment.providerPaymentId, amountCents });
      left -= amountCents;
    }
    for (const allocation of allocations) {
      const idempotencyKey = `refund-${issued.content.number}-${allocation.providerPaymentId}`;
      await refund(trx, ctx.config, {
        paymentId: allocation.providerPaymentId,
        amountCents: allocation.amountCents,
        idempotencyKey,
      });
      await insertOrderRefund(trx, {
        order_id: order.id,
        credit_note_id: issued.id,
        provider_payment_id: allocation.providerPaymentId,
        amount_cents: allocation.amountCents,
        idempotency_key: idempotencyKey,
        created_at: at,
      });
    }
    const after: OrderRefundState = {
      ...state,
      refundedCents: state.refundedCents + input.amountCents,
      refundableCents: state.refundableCents - input.amountCents,
    };
    await recordStaffAction(
      trx,
      {
        staff,
        action: 'order.refund',
        recordKind: 'order',
        recordId: order.id,
        customerAccountId: account.id,
        before: {
          reference: order.reference,
          paidCents: state.paidCents,
          refundedCents: state.refundedCents,
        },
        after: {
          reference: order.reference,
          refundedCents: after.refundedCents,
          amountCents: input.amountCents,
          reason: input.reason,
          creditNote: issued.content.number,
          invoice: issued.content.invoiceNumber,
          payments: allocations,
          cancelledInstalments: cancelled.map((instalment) => instalment.position),
        },
      },
      at,
    );
    if (identity) {
      await queueRefundMail(trx, ctx.config, identity.email, isLocale(order.locale) ? order.locale : 'fr', {
        firstname: account.firstname,
        reference: order.reference,
        refundedCents: input.amountCents,
        creditNote: issued.content.number,
        scheduleClosed: cancelled.length > 0,
      });
    }
    const creditNote: StaffCreditNoteView = {
      id: issued.id,
      number: issued.content.number,
      orderId: order.id,
      invoiceNumber: issued.content.invoiceNumber,
      issuedAt: at,
      totalCents: issued.content.totalInclVatCents,
      refundedCents: input.amountCents,
      reason: input.reason,
      staffEmail: staff.email,
    };
    return { creditNote, refund: after, scheduleClosed: cancelled.length > 0 };
  });
  await ctx.mailer.sendQueued();
  return result;
}

/** Staff/getRefunds.json: each paid order of the profile with what is left to refund, and its credit notes. */
export async function customerRefunds(
  ctx: AppContext,
  session: CurrentSession,
  accountId: number,
): Promise<{ agentLimitCents: number; orders: OrderRefundState[]; creditNotes: StaffCreditNoteView[] }> {
  const account = await customerAccount(ctx.db, session.networkId, accountId);
  const orderIds = await paidOrdersOfAccount(ctx.db, account.id);
  const orders = [];
  for (const orderId of orderIds) orders.push((await refundState(ctx.db, orderId)).state);
  const creditNotes = (await creditNotesOfAccounts(ctx.db, [account.id])).map(staffView);
  return { agentLimitCents: ctx.config.refunds.agentLimitCents, orders, creditNotes };
}

/** Order/getCreditNotes.json: the credit notes of one of the caller's orders, oldest first. */
export async function orderCreditNotes(
  db: Db,
  session: CurrentSession,
  orderId: number,
): Promise<{ creditNotes: CreditNoteView[] }> {
  const order = await orderToRefund(db, orderId);
  if (!order || order.accountId !== session.accountId) throw new AppError('FORBIDDEN');
  const rows = await creditNotesOfOrder(db, order.id);
  return {
    creditNotes: rows.map((row) => ({
      id: row.id,
      number: row.number,
      orderId: row.order_id,
      invoiceNumber: row.invoice_number,
      issuedAt: row.issued_at,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
    })),
  };
}

/** Order/printCreditNote.json: a credit note of the caller's as a PDF; another's reads as missing (403). */
export async function printCreditNote(
  db: Db,
  session: CurrentSession,
  creditNoteId: number,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const note = await findCreditNote(db, creditNoteId);
  if (!note || note.account_id !== session.accountId) throw new AppError('FORBIDDEN');
  const content = JSON.parse(note.content) as CreditNoteContent;
  return { pdf: await renderCreditNotePdf(content, locale), filename: creditNoteFilename(content, locale) };
}
