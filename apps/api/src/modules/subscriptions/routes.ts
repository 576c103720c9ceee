/** Subscriptions/list, get, terminate and updateCard, behind the auth hook. */
import { ok, CALLS } from '@oceane/domain';
import { callRoute } from '../../lib/call-route.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { moveSubscription, terminateSubscription } from './changes.js';
import { getSubscription, listSubscriptions, type ContractMoney } from './service.js';

const NOT_YOURS = 'A subscription or card of another account, or none, answers 403 FORBIDDEN.';

/** `contractMoney`: the orders module's reading of a contract's money, handed down by app.ts. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ contractMoney: ContractMoney }> = async (
  app,
  { contractMoney },
) => {
  callRoute(
    app,
    CALLS.listSubscriptions,
    {
      tags: ['Subscriptions'],
      summary: `The contracts on the caller’s cards, or on one of them. ${NOT_YOURS}`,
    },
    async (request) => {
      const { mediaId } = request.query;
      const session = currentSession(request);
      return ok({ subscriptions: await listSubscriptions(app.db, session, mediaId, requestLocale(request)) });
    },
  );

  callRoute(
    app,
    CALLS.getSubscription,
    {
      tags: ['Subscriptions'],
      summary: `One contract of the caller. ${NOT_YOURS}`,
    },
    async (request) => {
      const session = currentSession(request);
      const id = request.query.subscriptionId;
      return ok({ subscription: await getSubscription(app.db, session, id, requestLocale(request)) });
    },
  );

  callRoute(
    app,
    CALLS.terminateSubscription,
    {
      tags: ['Subscriptions'],
      summary:
        'Stops a running pass that renews (valid to the end of its current period) or the post-payment fare ' +
        '(valid to the end of today), with the consequences: from when, refunded (nothing), still billed. ' +
        `preview: the same answer, nothing changed. 409 CONFLICT for a ticket or a contract no longer running. ${NOT_YOURS}`,
    },
    async (request) => {
      const { subscriptionId: id, preview = false } = request.body;
      const session = currentSession(request);
      return ok(
        await terminateSubscription(app.db, session, { id, preview }, contractMoney, requestLocale(request)),
      );
    },
  );

  callRoute(
    app,
    CALLS.updateSubscriptionCard,
    {
      tags: ['Subscriptions'],
      summary:
        'Moves a running contract to another card of the caller and of its holder: the answer is its copy on ' +
        'that card (the original stays TRANSFERRED) with the consequences; preview: the same answer, nothing ' +
        'moved. 409 CARD_EXPIRED, CARD_OF_ANOTHER_HOLDER, SUBSCRIPTION_OVERLAP (a pass of a common mode over ' +
        `part of the period), CONFLICT (no longer running). ${NOT_YOURS}`,
    },
    async (request) => {
      const { subscriptionId: id, mediaId, preview = false } = request.body;
      const session = currentSession(request);
      return ok(
        await moveSubscription(
          app.db,
          session,
          { id, mediaId, preview },
          contractMoney,
          requestLocale(request),
        ),
      );
    },
  );
};
