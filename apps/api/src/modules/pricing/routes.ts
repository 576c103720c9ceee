/** Order/computeAmount.json and Order/redeemVoucher.json: the amount of a cart, from the catalogue. */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { today } from '../../lib/time.js';
import { currentSession } from '../../plugins/auth.js';
import { checkVoucher, priceCart } from './pricing.js';

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.computeAmount,
    {
      tags: ['Orders'],
      summary:
        'The amount of a cart, priced on the server from the catalogue (never from a price the client ' +
        'sends: a price field is refused), with its voucher, VAT, instalment options and their schedules. ' +
        '403 for a card not the caller’s; 409 SUBSCRIPTION_ALREADY_IN_CART, SALE_NOT_SETTLED or ' +
        'CARD_ALREADY_COVERED (values.coveredUntil) by the period rule of decision 060',
    },
    async (request) => {
      const { items, voucherCode } = request.body;
      const priced = await priceCart(
        app.db,
        currentSession(request),
        { items, voucherCode },
        requestLocale(request),
        today(),
      );
      return ok({ amount: priced.amount });
    },
  );

  callRoute(
    app,
    CALLS.redeemVoucher,
    {
      tags: ['Orders'],
      summary:
        'Checks a voucher code: valid today, uses left, and applying to the cart when its items are given ' +
        '(409 VOUCHER_INVALID otherwise); answers what it gives. Nothing is used until the order is paid',
    },
    async (request) => {
      const { code, items } = request.body;
      const voucher = await checkVoucher(
        app.db,
        currentSession(request),
        { code, items },
        requestLocale(request),
        today(),
      );
      return ok({ voucher });
    },
  );
};
