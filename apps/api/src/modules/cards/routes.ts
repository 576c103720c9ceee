/**
 * The card calls behind the auth hook: Account/getCards.json, Account/getMedias.json, the
 * bookmarks, Account/unregisterCard.json and Account/unregisterMedia, Media/updateHolder.json and
 * Media/updateAlerts.json.
 */
import { ok, CALLS } from '@oceane/domain';
import { callUrl } from '../../lib/calls.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/locale.js';
import { emptyObject, responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { assertOwnProfile } from '../account/service.js';
import {
  bookmarkBody,
  getCardsQuery,
  getCardsResponse,
  getMediasResponse,
  sessionOnlyQuery,
  unregisterCardBody,
  unregisterMediaBody,
  updateAlertsBody,
  updateHolderBody,
} from './request-schemas.js';
import { cardResponse } from './schemas.js';
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
  app.get(
    callUrl(CALLS.getCards),
    {
      schema: {
        tags: ['Account'],
        summary: 'The cards of the session’s profile, bookmarked first, with holder, alerts and contracts',
        querystring: getCardsQuery,
        response: responses(getCardsResponse),
      },
    },
    async (request) => {
      const session = currentSession(request);
      const { network_id: networkId, methods } = request.query;
      const cards = await getCards(app.db, session, { networkId, methods }, requestLocale(request));
      return ok({ CARDS: cards });
    },
  );

  app.get(
    callUrl(CALLS.getMedias),
    {
      schema: {
        tags: ['Account'],
        summary: 'The media (cards) of the session’s profile, in short',
        querystring: sessionOnlyQuery,
        response: responses(getMediasResponse),
      },
    },
    async (request) => ok({ medias: await getMedias(app.db, currentSession(request)) }),
  );

  for (const [path, bookmarked] of [
    [callUrl(CALLS.setCardBookmark), true],
    [callUrl(CALLS.removeCardBookmark), false],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: ['Account'],
          summary: `${bookmarked ? 'Bookmarks' : 'Removes the bookmark of'} a card. ${FORBIDDEN_NOTE}`,
          body: bookmarkBody,
          response: responses(cardResponse),
        },
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

  app.post(
    callUrl(CALLS.unregisterCard),
    {
      schema: {
        tags: ['Account'],
        summary: `Removes a card from the account; it can be associated again. ${FORBIDDEN_NOTE}`,
        body: unregisterCardBody,
        response: responses(emptyObject),
      },
    },
    async (request) => {
      await unregisterCard(app.db, currentSession(request), request.body.cardId, onCardReleased);
      return ok({});
    },
  );

  app.delete(
    callUrl(CALLS.unregisterMedia),
    {
      schema: {
        tags: ['Account'],
        summary: `The same as unregisterCard.json, with a JSON body. ${FORBIDDEN_NOTE}`,
        body: unregisterMediaBody,
        response: responses(emptyObject),
      },
    },
    async (request) => {
      const session = currentSession(request);
      assertOwnProfile(session, request.body.userId);
      await unregisterCard(app.db, session, request.body.mediaId, onCardReleased);
      return ok({});
    },
  );

  app.post(
    callUrl(CALLS.updateHolder),
    {
      schema: {
        tags: ['Media'],
        summary: `Changes the holder of a card (rules of cardHolderSchema); the birth date stays as it is: another one is 409 BIRTHDATE_NOT_CHANGEABLE (decision 058). ${FORBIDDEN_NOTE}`,
        body: updateHolderBody,
        response: responses(cardResponse),
      },
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

  app.post(
    callUrl(CALLS.updateAlerts),
    {
      schema: {
        tags: ['Media'],
        summary: `Traffic alerts and communication consents of a card; a favourite line the network does not have is 400 VALIDATION_ERROR at alerts.favoriteLines. ${FORBIDDEN_NOTE}`,
        body: updateAlertsBody,
        response: responses(cardResponse),
      },
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
