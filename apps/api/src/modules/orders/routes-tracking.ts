/** Order/history.json, Order/getOrders.json, Order/printOrder.json: order tracking and invoices. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { invoiceList } from '../invoices/service.js';
import { orderHistory, printOrder, type OrderProductionLookup } from './tracking.js';

export const trackingRoutes: FastifyPluginAsyncZod<{ productionOf?: OrderProductionLookup }> = async (
  app,
  options,
) => {
  callRoute(
    app,
    CALLS.orderHistory,
    {
      tags: ['Order'],
      summary:
        'The caller’s orders, newest first, with their items, instalment schedule and invoice; ' +
        'a page of `limit` (10 by default) older than `before`, and the `before` of the next page',
    },
    async (request) => {
      const { before, limit } = request.query;
      return ok(
        await orderHistory(
          app.db,
          currentSession(request),
          { before, limit },
          requestLocale(request),
          options.productionOf,
        ),
      );
    },
  );

  callRoute(
    app,
    CALLS.getOrders,
    {
      tags: ['Order'],
      summary:
        'The caller’s invoices (date, number, price, transport type), filtered by year and transport ' +
        'mode, with the years and modes the account’s invoices have',
    },
    async (request) => {
      const { year, mode } = request.query;
      return ok(await invoiceList(app.db, currentSession(request), { year, mode }, requestLocale(request)));
    },
  );

  callRoute(
    app,
    CALLS.printOrder,
    {
      tags: ['Order'],
      summary:
        'The invoice of one of the caller’s orders as a PDF (spec §7: a blob), in the caller’s ' +
        'language, printed from what was stored when it was issued; errors in the envelope (403 for ' +
        'an order not the caller’s, 409 INVOICE_NOT_READY for an order not paid yet)',
      bytes: { description: 'The invoice', contentType: 'application/pdf', format: 'PDF, A4' },
    },
    async (request, reply) => {
      const { pdf, filename } = await printOrder(
        app.db,
        currentSession(request),
        request.body.orderId,
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
