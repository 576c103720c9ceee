/**
 * The 30-day rule of the review gate (issue 25, decision 072): a new card's request still waiting
 * for its proofs 30 days after payment is cancelled, its order refunded in full through the
 * payment adapter and cancelled, and the passenger mailed in the order's language. Once: the
 * request's conditional update (AWAITING_REVIEW → CANCELLED) is the claim, in the transaction
 * that refunds and mails; the provider's refund is keyed by the payment, so a retry refunds once.
 * The invoice issued at payment stays as it is: a credit note (decision 075) credits what was
 * refunded and the instalments cancelled, in the same transaction.
 */
import { localizedPath, type Locale } from '@oceane/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { JobContext } from '../../lib/periodic-job.js';
import { isoAfter } from '../../lib/time.js';
import { accountContact } from '../account/service.js';
import { issueCreditNote } from '../invoices/service.js';
import { cancelOverdueReview, overdueReviewRequests } from '../card-requests/service.js';
import { euros, queueMail, type MailContent } from '../mail/service.js';
import { refund } from '../payments/service.js';
import { localeOfOrder, orderReference } from './order-invoice.js';
import { findOrder } from './orders-repo.js';
import { openInstalments } from './refund-ledger.js';

/** How long a paid new card may wait for its proofs to be accepted. */
export const REVIEW_WAIT_DAYS = 30;

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function refundMail(
  locale: Locale,
  data: { firstname: string; reference: string; amountCents: number; link: string },
): MailContent {
  const lines =
    locale === 'en'
      ? [
          `Hello ${data.firstname},`,
          `The proofs of your new card (order ${data.reference}) were not accepted within ${REVIEW_WAIT_DAYS} days of your payment, so the card will not be made.`,
          `Your order is cancelled and refunded in full: ${euros(locale, data.amountCents)}, back on the card you paid with within a few days.`,
          'You may order a new card again with valid proofs. Your order tracking:',
          data.link,
          'The Océane Mobilités mobility centre',
        ]
      : [
          `Bonjour ${data.firstname},`,
          `Les justificatifs de votre nouvelle carte (commande ${data.reference}) n’ont pas été validés dans les ${REVIEW_WAIT_DAYS} jours suivant votre paiement : la carte ne sera pas fabriquée.`,
          `Votre commande est annulée et intégralement remboursée : ${euros(locale, data.amountCents)}, sur la carte de paiement utilisée, sous quelques jours.`,
          'Vous pouvez commander une nouvelle carte avec des justificatifs valides. Le suivi de votre commande :',
          data.link,
          'La Maison de la mobilité Océane Mobilités',
        ];
  return {
    subject:
      locale === 'en'
        ? `Your order ${data.reference} is cancelled and refunded`
        : `Votre commande ${data.reference} est annulée et remboursée`,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === data.link
          ? `<p><a href="${escape(line)}">${escape(line)}</a></p>`
          : `<p>${escape(line)}</p>`,
      )
      .join('\n'),
  };
}

/**
 * Refunds in full what the order's payments took (each SUCCEEDED payment through the adapter, keyed
 * by the payment, then REFUNDED), cancels its instalments still due and the order. Answers the
 * amount refunded.
 */
async function refundWholeOrder(trx: Db, config: Config, orderId: number, at: string): Promise<number> {
  const payments = await trx
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'SUCCEEDED')
    .orderBy('id')
    .execute();
  let refunded = 0;
  for (const payment of payments) {
    const changed = await trx
      .updateTable('order_payments')
      .set({ status: 'REFUNDED', updated_at: at })
      .where('id', '=', payment.id)
      .where('status', '=', 'SUCCEEDED')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) continue;
    if (payment.amount_cents > 0) {
      await refund(trx, config, {
        paymentId: payment.provider_payment_id,
        amountCents: payment.amount_cents,
        idempotencyKey: `refund-${payment.provider_payment_id}`,
      });
    }
    refunded += payment.amount_cents;
  }
  await trx
    .updateTable('order_instalments')
    .set({ status: 'CANCELED' })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['DUE', 'FAILED'])
    .execute();
  await trx
    .updateTable('orders')
    .set({ status: 'CANCELED', process_status: 'PROCESSED', updated_at: at })
    .where('id', '=', orderId)
    .execute();
  return refunded;
}

/** The order that paid a waiting request (its CARD_CREATION items name it). */
async function payingOrderOf(db: Db, requestId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('orders.id')
    .where('order_items.card_request_id', '=', requestId)
    .where('orders.process_status', '=', 'PROCESSING')
    .where('orders.status', '!=', 'CANCELED')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The job's run: each request waiting for review since more than 30 days is cancelled, its order
 * refunded in full and the passenger mailed, in one transaction per request. Answers how many.
 */
export async function expireWaitingReviews(db: Db, config: Config, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const before = isoAfter(now, -REVIEW_WAIT_DAYS * 24 * 60);
  let done = 0;
  for (const request of await overdueReviewRequests(db, before)) {
    const expired = await db.transaction().execute(async (trx) => {
      const orderId = await payingOrderOf(trx, request.id);
      if (!(await cancelOverdueReview(trx, request.id, at))) return false;
      if (orderId === undefined) return true;
      const open = await openInstalments(trx, orderId);
      const amountCents = await refundWholeOrder(trx, config, orderId, at);
      const order = (await findOrder(trx, orderId))!;
      const cancelledInstalments = open.map((instalment) => ({
        position: instalment.position,
        dueDate: instalment.due_date,
        amountCents: instalment.amount_cents,
      }));
      if (
        amountCents + cancelledInstalments.reduce((sum, instalment) => sum + instalment.amountCents, 0) >
        0
      ) {
        await issueCreditNote(trx, {
          orderId,
          accountId: order.account_id,
          at,
          reason: `Justificatifs non validés dans les ${REVIEW_WAIT_DAYS} jours suivant le paiement : commande annulée`,
          refundedCents: amountCents,
          cancelledInstalments,
          staff: null,
        });
      }
      const contact = await accountContact(trx, order.account_id);
      if (contact?.email) {
        const locale = localeOfOrder(order);
        const link = `${config.publicBaseUrl.replace(/\/$/, '')}${localizedPath('/account/history', locale)}`;
        await queueMail(trx, {
          kind: 'review-expired-refund',
          from: config.mailFrom,
          to: contact.email,
          locale,
          content: refundMail(locale, {
            firstname: contact.firstname,
            reference: orderReference(order),
            amountCents,
            link,
          }),
        });
      }
      return true;
    });
    if (expired) done += 1;
  }
  return done;
}

/** The job's run (src/jobs.ts, every hour). */
export async function runReviewExpiry(ctx: JobContext): Promise<number> {
  const expired = await expireWaitingReviews(ctx.db, ctx.config);
  if (expired > 0)
    ctx.log.info({ expired }, 'review expiry job: waiting card requests cancelled and refunded');
  return expired;
}
