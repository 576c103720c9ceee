/** Order/computeAmount.json and Order/redeemVoucher.json: the amount of a cart, from the catalogue. */
import {
  amountSchema,
  CALLS,
  computeAmountBody,
  ok,
  redeemVoucherBody,
  voucherViewSchema,
} from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { requestLocale } from '../../lib/locale.js';
import { localeField, responses, userTokenField } from '../../lib/schemas.js';
import { today } from '../../lib/time.js';
import { currentSession } from '../../plugins/auth.js';
import { checkVoucher, priceCart } from './pricing.js';

/** The session's fields around a wire body; still strict: a price sent by the client is refused. */
const sessionFields = { userToken: userTokenField, locale: localeField };

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.computeAmount),
    {
      schema: {
        tags: ['Orders'],
        summary:
          'The amount of a cart, priced on the server from the catalogue (never from a price the client ' +
          'sends: a price field is refused), with its voucher, VAT, instalment options and their schedules. ' +
          '403 for a card not the caller’s; 409 SUBSCRIPTION_ALREADY_IN_CART, SALE_NOT_SETTLED or ' +
          'CARD_ALREADY_COVERED (values.coveredUntil) by the period rule of decision 060',
        body: z.strictObject({ ...computeAmountBody.shape, ...sessionFields }),
        response: responses(z.object({ amount: amountSchema })),
      },
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

  app.post(
    callUrl(CALLS.redeemVoucher),
    {
      schema: {
        tags: ['Orders'],
        summary:
          'Checks a voucher code: valid today, uses left, and applying to the cart when its items are given ' +
          '(409 VOUCHER_INVALID otherwise); answers what it gives. Nothing is used until the order is paid',
        body: z.strictObject({ ...redeemVoucherBody.shape, ...sessionFields }),
        response: responses(z.object({ voucher: voucherViewSchema })),
      },
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
