/**
 * The calls of a customer's money (decision 077), in the staff scope: Staff/chargeInstalmentAgain.json,
 * Staff/markInstalmentPaid.json, Staff/resendInvoice.json for agents and supervisors, and
 * Staff/closeSchedule.json for supervisors, on the staff's own network.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import { chargeInstalmentAgain, closeSchedule, markInstalmentPaid, resendInvoice } from './service.js';

const tags = ['Staff'];

export const staffInstalmentRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.chargeInstalmentAgain,
    {
      tags,
      summary:
        'Charges a FAILED instalment again on the order’s saved card, once however often it is asked (audited; ' +
        'the customer mailed when paid); 409 CONFLICT when it is not FAILED or is being charged',
    },
    async (request) => {
      const { accountId, orderId, position } = request.body;
      return ok(
        await chargeInstalmentAgain(app.ctx, currentSession(request), { accountId, orderId, position }),
      );
    },
  );

  callRoute(
    app,
    CALLS.markInstalmentPaid,
    {
      tags,
      summary:
        'Marks a FAILED instalment paid at the counter with its means (cash, cheque, bank card at the counter); ' +
        'audited, the customer mailed; 409 CONFLICT when it is not FAILED',
    },
    async (request) => {
      const { accountId, orderId, position, means } = request.body;
      return ok(
        await markInstalmentPaid(app.ctx, currentSession(request), { accountId, orderId, position, means }),
      );
    },
  );

  callRoute(
    app,
    CALLS.closeSchedule,
    {
      tags,
      summary:
        'Supervisors: closes an order’s schedule, its instalments left never charged, with a reason (audited, ' +
        'the customer mailed); 409 CONFLICT when nothing is left to close',
    },
    async (request) => {
      const { accountId, orderId, reason } = request.body;
      return ok(await closeSchedule(app.ctx, currentSession(request), { accountId, orderId, reason }));
    },
  );

  callRoute(
    app,
    CALLS.resendInvoice,
    {
      tags,
      summary:
        'Mails the invoice of a customer’s order again, its PDF attached (audited); 404 NOT_FOUND without an ' +
        'invoice, 409 CONFLICT for a guest profile without an address',
    },
    async (request) => {
      const { accountId, orderId } = request.body;
      return ok(await resendInvoice(app.ctx, currentSession(request), { accountId, orderId }));
    },
  );
};
