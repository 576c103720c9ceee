/**
 * Staff/resendInvoice.json (decision 077): the invoice of a customer's order, printed again from
 * what was stored when it was issued, mailed to them with its PDF (a new message, not a copy of
 * the confirmation: the customer asked for the invoice). Audited.
 */
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { recordStaffAction } from '../audit/service.js';
import { invoicePdfOfOrder, invoicesOfAccounts } from '../invoices/service.js';
import { scheduleOfOrder } from '../orders/service.js';
import { actingStaff, customerOf } from './customer.js';
import { queueInvoiceMail } from './mails.js';

export async function resendInvoice(
  ctx: AppContext,
  session: CurrentSession,
  input: { accountId: number; orderId: number },
): Promise<{ mailId: number }> {
  const staff = await actingStaff(ctx.db, session);
  const customer = await customerOf(ctx.db, session.networkId, input.accountId);
  const schedule = await scheduleOfOrder(ctx.db, customer.accountId, input.orderId);
  const recipient = customer.recipient(schedule.locale);
  const invoice = (await invoicesOfAccounts(ctx.db, [customer.accountId], 1000)).find(
    (row) => row.order_id === input.orderId,
  );
  const printed = await invoicePdfOfOrder(ctx.db, input.orderId, schedule.locale);
  if (!invoice || !printed) throw new AppError('NOT_FOUND');
  // A guest's profile has no address to send it to.
  if (!recipient) throw new AppError('CONFLICT');
  const mailId = await ctx.db.transaction().execute(async (trx) => {
    const id = await queueInvoiceMail(trx, ctx.config, recipient, {
      reference: schedule.reference,
      invoiceNumber: invoice.number,
      pdf: printed.pdf,
      filename: printed.filename,
    });
    await recordStaffAction(trx, {
      staff,
      action: 'invoice.resend',
      recordKind: 'invoice',
      recordId: invoice.number,
      customerAccountId: customer.accountId,
      before: null,
      after: {
        invoice: invoice.number,
        order: schedule.reference,
        mailId: id,
        to: recipient.to.toLowerCase(),
      },
    });
    return id;
  });
  await ctx.mailer.sendQueued();
  return { mailId };
}
