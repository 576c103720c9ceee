/**
 * Refunds (decision 075): in the staff scope Staff/refundOrder.json and Staff/getRefunds.json
 * (agents up to the configured limit, supervisors above); in the session scope the passenger's
 * Order/getCreditNotes.json and Order/printCreditNote.json.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { customerRefunds, orderCreditNotes, printCreditNote, refundOrder } from './service.js';

export const refundStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.refundOrder,
    {
      tags: ['Staff'],
      summary:
        'Refunds an order of the customer in full or in part through the payment adapter and issues its credit ' +
        'note (audited, the customer mailed); 403 REFUND_NEEDS_SUPERVISOR above the agents’ limit, 409 ' +
        'REFUND_EXCEEDS_PAID above what was paid minus what was refunded; a full refund cancels the instalments due',
    },
    async (request) => {
      const { accountId, orderId, amountCents, reason } = request.body;
      return ok(
        await refundOrder(app.ctx, currentSession(request), { accountId, orderId, amountCents, reason }),
      );
    },
  );

  callRoute(
    app,
    CALLS.getRefunds,
    {
      tags: ['Staff'],
      summary:
        'Each paid order of the customer with what was paid, refunded and is left to refund, the credit notes, ' +
        'and the amount above which only a supervisor refunds',
    },
    async (request) => ok(await customerRefunds(app.ctx, currentSession(request), request.query.accountId)),
  );
};

export const creditNoteSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getCreditNotes,
    {
      tags: ['Order'],
      summary:
        'The credit notes of one of the caller’s orders, oldest first (403 for an order not the caller’s)',
    },
    async (request) => ok(await orderCreditNotes(app.db, currentSession(request), request.query.orderId)),
  );

  callRoute(
    app,
    CALLS.printCreditNote,
    {
      tags: ['Order'],
      summary:
        'A credit note of the caller’s as a PDF, in the caller’s language, printed from what was stored when it ' +
        'was issued (403 for another account’s)',
      bytes: { description: 'The credit note', contentType: 'application/pdf', format: 'PDF, A4' },
    },
    async (request, reply) => {
      const { pdf, filename } = await printCreditNote(
        app.db,
        currentSession(request),
        request.body.creditNoteId,
        requestLocale(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
