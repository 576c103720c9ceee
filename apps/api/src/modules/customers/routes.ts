/**
 * The customers' staff calls (decision 073), in the staff scope: Staff/searchCustomers.json,
 * Staff/getCustomer.json, Staff/resendMail.json and Staff/blockCard.json, for agents and
 * supervisors, on the staff's own network.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { blockCard, customerPage, resendMail, searchCustomers } from './service.js';

const tags = ['Staff'];

export const customerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.searchCustomers,
    {
      tags,
      summary:
        'Customers of the staff’s network by name (first or family), e-mail, card number, order reference or ' +
        'invoice number, accents and case ignored; 20 at most, each with what it matched',
    },
    async (request) => {
      const session = currentSession(request);
      return ok({ results: await searchCustomers(app.db, session.networkId, request.query.q) });
    },
  );

  callRoute(
    app,
    CALLS.getCustomer,
    {
      tags,
      summary:
        'A customer’s page: identity and profiles, cards with their passes, orders with instalments, invoices, ' +
        'proofs, saved payment cards (last four digits only), mails sent, traffic alerts sent; 404 NOT_FOUND ' +
        'for a profile of another network',
    },
    async (request) => {
      const session = currentSession(request);
      return ok(await customerPage(app.db, session.networkId, request.query.accountId));
    },
  );

  callRoute(
    app,
    CALLS.resendMail,
    {
      tags,
      summary:
        'Sends a mail of the outbox to the customer again, as it was (audited); 404 NOT_FOUND for a mail to ' +
        'another address',
    },
    async (request) => {
      const { accountId, mailId } = request.body;
      return ok(await resendMail(app.ctx, currentSession(request), { accountId, mailId }));
    },
  );

  callRoute(
    app,
    CALLS.blockCard,
    {
      tags,
      summary:
        'Blocks a card of the customer declared lost at the counter (it reads as expired from then on), ' +
        'audited, and mails the customer; 409 CONFLICT when it is blocked already',
    },
    async (request) => {
      const { accountId, cardId } = request.body;
      return ok(await blockCard(app.ctx, currentSession(request), { accountId, cardId }));
    },
  );
};
