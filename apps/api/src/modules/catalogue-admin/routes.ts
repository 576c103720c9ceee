/**
 * The catalogue's staff calls (decision 076), in the staff scope, a supervisor's only (the call
 * table's `supervisorOnly`): prices from a day, vouchers, the main agency.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { currentSession } from '../../plugins/auth.js';
import {
  agency,
  catalogue,
  createVoucher,
  disableVoucher,
  schedulePrice,
  updateAgency,
  updateVoucherLimits,
  voucherUsage,
  vouchers,
} from './service.js';

const tags = ['Staff'];

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getStaffCatalogue,
    {
      tags,
      summary:
        'Every product of the network with its price in force today, the day it took effect, and the prices ' +
        'scheduled after today',
    },
    async (request) => ok(await catalogue(app.db, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.schedulePrice,
    {
      tags,
      summary:
        'A product’s price, and optionally its instalment options and audience, from a day (today or later; the ' +
        'same day again replaces it), for the orders made from that day; orders and invoices made keep their ' +
        'amounts; audited',
    },
    async (request) => {
      const { productId, priceCents, effectiveFrom, installments, audience } = request.body;
      return ok(
        await schedulePrice(app.db, currentSession(request), {
          productId,
          priceCents,
          effectiveFrom,
          installments,
          audience,
        }),
      );
    },
  );

  callRoute(
    app,
    CALLS.getStaffVouchers,
    { tags, summary: 'The network’s vouchers with their limits, uses and whether they are disabled' },
    async (request) => ok({ vouchers: await vouchers(app.db, currentSession(request)) }),
  );

  callRoute(
    app,
    CALLS.createVoucher,
    {
      tags,
      summary:
        'A new voucher with its discount, dates and limits; 409 CONFLICT when the code exists; audited',
    },
    async (request) => {
      const { userToken: _token, locale: _locale, ...input } = request.body;
      return ok(await createVoucher(app.db, currentSession(request), input));
    },
  );

  callRoute(
    app,
    CALLS.updateVoucherLimits,
    {
      tags,
      summary:
        'A voucher’s dates, count, count per account and minimum cart, read by checkout from the next cart on; ' +
        'audited',
    },
    async (request) => {
      const { code, validFrom, validTo, maxUses, maxUsesPerAccount, minCartCents } = request.body;
      return ok(
        await updateVoucherLimits(app.db, currentSession(request), code, {
          validFrom,
          validTo,
          maxUses,
          maxUsesPerAccount,
          minCartCents,
        }),
      );
    },
  );

  callRoute(
    app,
    CALLS.disableVoucher,
    {
      tags,
      summary:
        'Disables a voucher for good: checkout refuses it (VOUCHER_INVALID); 409 CONFLICT when it is already; audited',
    },
    async (request) => ok(await disableVoucher(app.db, currentSession(request), request.body.code)),
  );

  callRoute(
    app,
    CALLS.getVoucherUsage,
    { tags, summary: 'A voucher and the paid orders that redeemed it, newest first' },
    async (request) => ok(await voucherUsage(app.db, currentSession(request), request.query.code)),
  );

  callRoute(
    app,
    CALLS.getStaffAgency,
    { tags, summary: 'The agency named on the network’s pages and invoices: its address and opening hours' },
    async (request) => ok(await agency(app.db, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.updateAgency,
    {
      tags,
      summary:
        'The main agency’s address and week, shown on the pages and printed on the next invoices (those issued ' +
        'keep theirs); audited',
    },
    async (request) => {
      const { userToken: _token, locale: _locale, ...input } = request.body;
      return ok(await updateAgency(app.db, currentSession(request), input));
    },
  );
};
