/** Subscriptions/list, get, terminate and updateCard, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import {
  getQuery,
  listQuery,
  listResponse,
  subscriptionResponse,
  terminateBody,
  updateCardBody,
} from './schemas.js';
import { getSubscription, listSubscriptions, moveSubscription, terminateSubscription } from './service.js';

const NOT_YOURS = 'A subscription or card of another account, or none, answers 403 FORBIDDEN.';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    callUrl(CALLS.listSubscriptions),
    {
      schema: {
        tags: ['Subscriptions'],
        summary: `The contracts on the caller’s cards, or on one of them. ${NOT_YOURS}`,
        querystring: listQuery,
        response: responses(listResponse),
      },
    },
    async (request) => {
      const { mediaId } = request.query;
      const session = currentSession(request);
      return ok({ subscriptions: await listSubscriptions(app.db, session, mediaId, requestLocale(request)) });
    },
  );

  app.get(
    callUrl(CALLS.getSubscription),
    {
      schema: {
        tags: ['Subscriptions'],
        summary: `One contract of the caller. ${NOT_YOURS}`,
        querystring: getQuery,
        response: responses(subscriptionResponse),
      },
    },
    async (request) => {
      const session = currentSession(request);
      const id = request.query.subscriptionId;
      return ok({ subscription: await getSubscription(app.db, session, id, requestLocale(request)) });
    },
  );

  app.post(
    callUrl(CALLS.terminateSubscription),
    {
      schema: {
        tags: ['Subscriptions'],
        summary:
          'Ends the renewal: status TERMINATED, valid to the end of the current period; 409 CONFLICT ' +
          `for a contract that does not renew or no longer runs. ${NOT_YOURS}`,
        body: terminateBody,
        response: responses(subscriptionResponse),
      },
    },
    async (request) => {
      const session = currentSession(request);
      const id = request.body.subscriptionId;
      return ok({ subscription: await terminateSubscription(app.db, session, id, requestLocale(request)) });
    },
  );

  app.post(
    callUrl(CALLS.updateSubscriptionCard),
    {
      schema: {
        tags: ['Subscriptions'],
        summary:
          'Moves a running contract to another card of the caller: the answer is its copy on that ' +
          `card, the original stays TRANSFERRED. 409 CARD_EXPIRED for an expired card. ${NOT_YOURS}`,
        body: updateCardBody,
        response: responses(subscriptionResponse),
      },
    },
    async (request) => {
      const { subscriptionId, mediaId } = request.body;
      const session = currentSession(request);
      const subscription = await moveSubscription(
        app.db,
        session,
        subscriptionId,
        mediaId,
        requestLocale(request),
      );
      return ok({ subscription });
    },
  );
};
