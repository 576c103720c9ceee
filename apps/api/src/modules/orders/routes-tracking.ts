/** Order/history.json, Order/getOrders.json, Order/printOrder.json: order tracking and invoices. */
import { CALLS, getOrdersQuery, getOrdersResponse, historyQuery, historyResponse, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { binary } from '../../lib/binary-schema.js';
import { idField, koEnvelopeSchema, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { invoiceList, orderHistory, printOrder } from './tracking.js';

const historyQuerystring = z.strictObject({
  ...historyQuery.shape,
  userToken: userTokenField,
  locale: localeField,
});

const getOrdersQuerystring = z.strictObject({
  ...getOrdersQuery.shape,
  userToken: userTokenField,
  locale: localeField,
});

const printOrderBody = z.strictObject({
  userToken: userTokenField,
  orderId: idField,
  locale: localeField,
});

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.orderHistory),
    {
      schema: {
        tags: ['Order'],
        summary:
          'The caller’s orders, newest first, with their items, instalment schedule and invoice; ' +
          'a page of `limit` (10 by default) older than `before`, and the `before` of the next page',
        querystring: historyQuerystring,
        response: responses(historyResponse),
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return ok(
        await orderHistory(app.db, currentSession(request), { before, limit }, requestLocale(request)),
      );
    },
  );

  app.get(
    callUrl(CALLS.getOrders),
    {
      schema: {
        tags: ['Order'],
        summary:
          'The caller’s invoices (date, number, price, transport type), filtered by year and transport ' +
          'mode, with the years and modes the account’s invoices have',
        querystring: getOrdersQuerystring,
        response: responses(getOrdersResponse),
      },
    },
    async (request) => {
      const { year, mode } = request.query;
      return ok(await invoiceList(app.db, currentSession(request), { year, mode }, requestLocale(request)));
    },
  );

  app.post(
    callUrl(CALLS.printOrder),
    {
      schema: {
        tags: ['Order'],
        summary:
          'The invoice of one of the caller’s orders as a PDF (spec §7: a blob), in the caller’s ' +
          'language, printed from what was stored when it was issued; errors in the envelope (403 for ' +
          'an order not the caller’s, 409 INVOICE_NOT_READY for an order not paid yet)',
        body: printOrderBody,
        response: {
          200: {
            description: 'The invoice',
            content: { 'application/pdf': { schema: binary('PDF, A4') } },
          },
          '4xx': koEnvelopeSchema,
          '5xx': koEnvelopeSchema,
        },
      },
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
