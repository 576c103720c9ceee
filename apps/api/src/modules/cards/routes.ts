/**
 * The card calls behind the auth hook: Account/getCards.json, Account/getMedias.json, the
 * bookmarks, Account/unregisterCard.json and Account/unregisterMedia, Media/updateHolder.json and
 * Media/updateAlerts.json.
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { assertOwnProfile } from '../account/service.js';
import {
  getCards,
  getMedias,
  setBookmark,
  unregisterCard,
  updateAlerts,
  updateHolder,
  type OnCardReleased,
  type UnknownLines,
} from './service.js';

const FORBIDDEN_NOTE = 'A card of another account, or none, answers 403 FORBIDDEN.';

/**
 * `onCardReleased`: what modules above cards end with a card that leaves its account; `unknownLines`:
 * the favourite lines the network does not have (the transit module's, decision 053). Both from app.ts.
 */
export const cardsRoutes: FastifyPluginAsyncZod<{
  onCardReleased: OnCardReleased;
  unknownLines: UnknownLines;
}> = async (app, { onCardReleased, unknownLines }) => {
  callRoute(
    app,
    CALLS.getCards,
    {
      tags: ['Account'],
      summary: 'The cards of the session’s profile, bookmarked first, with holder, alerts and contracts',
    },
    async (request) => {
      const session = currentSession(request);
      const { network_id: networkId, methods } = request.query;
      const cards = await getCards(app.db, session, { networkId, methods }, requestLocale(request));
      return ok({ CARDS: cards });
    },
  );

  callRoute(
    app,
    CALLS.getMedias,
    {
      tags: ['Account'],
      summary: 'The media (cards) of the session’s profile, in short',
    },
    async (request) => ok({ medias: await getMedias(app.db, currentSession(request)) }),
  );

  for (const [call, bookmarked] of [
    [CALLS.setCardBookmark, true],
    [CALLS.removeCardBookmark, false],
  ] as const) {
    callRoute(
      app,
      call,
      {
        tags: ['Account'],
        summary: `${bookmarked ? 'Bookmarks' : 'Removes the bookmark of'} a card. ${FORBIDDEN_NOTE}`,
      },
      async (request) => {
        const session = currentSession(request);
        assertOwnProfile(session, request.body.userId);
        const card = await setBookmark(
          app.db,
          session,
          request.body.cardId,
          bookmarked,
          requestLocale(request),
        );
        return ok({ card });
      },
    );
  }

  callRoute(
    app,
    CALLS.unregisterCard,
    {
      tags: ['Account'],
      summary: `Removes a card from the account; it can be associated again. ${FORBIDDEN_NOTE}`,
    },
    async (request) => {
      await unregisterCard(app.db, currentSession(request), request.body.cardId, onCardReleased);
      return ok({});
    },
  );

  callRoute(
    app,
    CALLS.unregisterMedia,
    {
      tags: ['Account'],
      summary: `The same as unregisterCard.json, with a JSON body. ${FORBIDDEN_NOTE}`,
    },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.userId);
      await unregisterCard(app.db, session, request.body.mediaId, onCardReleased);
      return ok({});
    },
  );

  callRoute(
    app,
    CALLS.updateHolder,
    {
      tags: ['Media'],
      summary: `Changes the holder of a card (rules of cardHolderSchema); the birth date stays as it is: another one is 409 BIRTHDATE_NOT_CHANGEABLE (decision 058). ${FORBIDDEN_NOTE}`,
    },
    async (request) => {
      const { mediaId, holder } = request.body;
      const card = await updateHolder(
        app.db,
        currentSession(request),
        mediaId,
        holder,
        requestLocale(request),
      );
      return ok({ card });
    },
  );

  callRoute(
    app,
    CALLS.updateAlerts,
    {
      tags: ['Media'],
      summary: `Traffic alerts and communication consents of a card; a favourite line the network does not have is 400 VALIDATION_ERROR at alerts.favoriteLines. ${FORBIDDEN_NOTE}`,
    },
    async (request) => {
      const { mediaId, alerts, consents } = request.body;
      const session = currentSession(request);
      const locale = requestLocale(request);
      const card = await updateAlerts(app.db, session, mediaId, alerts, consents, locale, unknownLines);
      return ok({ card });
    },
  );
};
