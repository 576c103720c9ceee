/**
 * Account/getPaymentCards.json and Account/deletePaymentCard.json: the account's saved payment
 * cards; Account/startCardRegistration.json and getCardRegistration.json: one added without
 * buying (decision 052).
 */
import {
  CALLS,
  cardRegistrationResponse,
  deletePaymentCardResponse,
  getCardRegistrationFields,
  getPaymentCardsResponse,
  ok,
  startCardRegistrationResponse,
} from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callUrl } from '../../lib/calls.js';
import { idField, localeField, responses, userTokenField } from '../../lib/schemas.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { cardRegistrationOf, startCardRegistration } from '../payments/service.js';
import { deletePaymentCard, paymentCards } from './saved-cards.js';

const getPaymentCardsQuerystring = z.strictObject({ userToken: userTokenField, locale: localeField });

const deletePaymentCardBody = z.strictObject({
  userToken: userTokenField,
  locale: localeField,
  paymentCardId: idField.describe('The saved card to delete'),
  replacementCardId: idField
    .optional()
    .describe('Another saved card of the account that takes over the schedules still charging this one'),
});

const startCardRegistrationBody = z.strictObject({ userToken: userTokenField, locale: localeField });
const getCardRegistrationBody = z.strictObject({
  userToken: userTokenField,
  locale: localeField,
  ...getCardRegistrationFields,
  registrationId: idField.describe('One of the caller’s card registrations (the return URL’s)'),
});

export const savedCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.getPaymentCards),
    {
      schema: {
        tags: ['Account'],
        summary:
          'The caller’s saved payment cards, oldest first: brand, last four digits, expiry, and the ' +
          'schedules that still charge each (instalments due, a post-payment card), flagged when the ' +
          'card expires before a due instalment. Never the number nor the provider’s token',
        querystring: getPaymentCardsQuerystring,
        response: responses(getPaymentCardsResponse),
      },
    },
    async (request) => ok({ paymentCards: await paymentCards(app.db, currentSession(request)) }),
  );

  app.post(
    callUrl(CALLS.deletePaymentCard),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Deletes a saved card. 403 for a card (or replacement) not the caller’s, deleted or missing; a ' +
          'card a schedule still charges needs `replacementCardId` (409 PAYMENT_CARD_IN_USE), valid through ' +
          'the schedules’ last due dates (409 CARD_EXPIRES_BEFORE_SCHEDULE): the schedules move to it ' +
          'and the card is deleted in one transaction',
        body: deletePaymentCardBody,
        response: responses(deletePaymentCardResponse),
      },
    },
    async (request) => {
      const { paymentCardId, replacementCardId } = request.body;
      return ok(
        await deletePaymentCard(app.db, currentSession(request), { paymentCardId, replacementCardId }),
      );
    },
  );

  app.post(
    callUrl(CALLS.startCardRegistration),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Opens the payment provider’s hosted page to add a card to the caller’s saved cards without ' +
          'buying anything (a REGISTRATION: nothing is charged). The browser comes back to ' +
          '/account/payment-cards/added?registration=<registrationId>; the card is saved only from the ' +
          'provider’s signed notification',
        body: startCardRegistrationBody,
        response: responses(startCardRegistrationResponse),
      },
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

  app.post(
    callUrl(CALLS.getCardRegistration),
    {
      schema: {
        tags: ['Account'],
        summary:
          'Where one of the caller’s card registrations stands: PENDING until the provider’s signed ' +
          'notification, then SUCCEEDED with the saved card (brand, last four digits, expiry) or FAILED ' +
          'with the reason. Another account’s registration answers 403 like a missing one',
        body: getCardRegistrationBody,
        response: responses(cardRegistrationResponse),
      },
    },
    async (request) =>
      ok(await cardRegistrationOf(app.db, currentSession(request).accountId, request.body.registrationId)),
  );
};
