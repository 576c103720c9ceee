/**
 * Account/getPaymentCards.json and Account/deletePaymentCard.json: the account's saved payment
 * cards; Account/startCardRegistration.json and getCardRegistration.json: one added without
 * buying (decision 052).
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { cardRegistrationOf, startCardRegistration } from '../payments/service.js';
import { deletePaymentCard, paymentCards } from './saved-cards.js';

export const savedCardRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.getPaymentCards,
    {
      tags: ['Account'],
      summary:
        'The caller’s saved payment cards, oldest first: brand, last four digits, expiry, and the ' +
        'schedules that still charge each (instalments due, a post-payment card), flagged when the ' +
        'card expires before a due instalment. Never the number nor the provider’s token',
    },
    async (request) => ok({ paymentCards: await paymentCards(app.db, currentSession(request)) }),
  );

  callRoute(
    app,
    CALLS.deletePaymentCard,
    {
      tags: ['Account'],
      summary:
        'Deletes a saved card. 403 for a card (or replacement) not the caller’s, deleted or missing; a ' +
        'card a schedule still charges needs `replacementCardId` (409 PAYMENT_CARD_IN_USE), valid through ' +
        'the schedules’ last due dates (409 CARD_EXPIRES_BEFORE_SCHEDULE): the schedules move to it ' +
        'and the card is deleted in one transaction',
    },
    async (request) => {
      const { paymentCardId, replacementCardId } = request.body;
      return ok(
        await deletePaymentCard(app.db, currentSession(request), { paymentCardId, replacementCardId }),
      );
    },
  );

  callRoute(
    app,
    CALLS.startCardRegistration,
    {
      tags: ['Account'],
      summary:
        'Opens the payment provider’s hosted page to add a card to the caller’s saved cards without ' +
        'buying anything (a REGISTRATION: nothing is charged). The browser comes back to ' +
        '/account/payment-cards/added?registration=<registrationId>; the card is saved only from the ' +
        'provider’s signed notification',
    },
    async (request) => {
      const locale = requestLocale(request);
      const base = `${app.config.publicBaseUrl.replace(/\/$/, '')}${locale === 'en' ? '/en' : ''}`;
      return ok(
        await startCardRegistration(app.db, app.config, {
          accountId: currentSession(request).accountId,
          locale,
          returnUrl: (id) => `${base}/account/payment-cards/added?registration=${id}`,
        }),
      );
    },
  );

  callRoute(
    app,
    CALLS.getCardRegistration,
    {
      tags: ['Account'],
      summary:
        'Where one of the caller’s card registrations stands: PENDING until the provider’s signed ' +
        'notification, then SUCCEEDED with the saved card (brand, last four digits, expiry) or FAILED ' +
        'with the reason. Another account’s registration answers 403 like a missing one',
    },
    async (request) =>
      ok(await cardRegistrationOf(app.db, currentSession(request).accountId, request.body.registrationId)),
  );
};
