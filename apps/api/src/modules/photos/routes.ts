/**
 * Media/uploadMedia.json, the holder photo as a signed multipart form, and Media/photo, which
 * gives the stored JPEG back to the card's account only. Behind the auth hook.
 */
import { PHOTO_LIMITS, ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/locale.js';
import { currentSession } from '../../plugins/auth.js';
import { assertOwnProfile } from '../account/service.js';
import { ownedCard, ownedCardView, photoOf, setPhoto } from '../cards/service.js';
import { uploadMediaForm } from './schemas.js';
import { reencodePhoto } from './service.js';

const UPLOAD_LIMITS = {
  fileSize: PHOTO_LIMITS.maxBytes,
  files: 1,
  fields: 8,
  fieldSize: 1024,
  parts: 9,
};

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.uploadMedia,
    {
      tags: ['Media'],
      summary:
        'The holder photo, as multipart/form-data whose text fields are signed. Answers 415 ' +
        'PHOTO_NOT_AN_IMAGE, 413 PHOTO_TOO_LARGE (over 8 MB) or PHOTO_DIMENSIONS_TOO_LARGE, 400 ' +
        'PHOTO_TOO_SMALL or PHOTO_CONSENT_REQUIRED; stores a re-encoded 700 × 900 JPEG without metadata',
      multipart: { limits: UPLOAD_LIMITS },
      request: uploadMediaForm,
    },
    async (request) => {
      const session = currentSession(request);
      const { user_id: userId, mediaId, photoConsent, media } = request.body;
      assertOwnProfile(session, userId);
      await ownedCard(app.db, session, mediaId);
      if (photoConsent !== '1' && photoConsent !== 'true') throw new AppError('PHOTO_CONSENT_REQUIRED');
      await setPhoto(app.db, mediaId, await reencodePhoto(media));
      return ok({ card: await ownedCardView(app.db, session, mediaId, requestLocale(request)) });
    },
  );

  callRoute(
    app,
    CALLS.photo,
    {
      tags: ['Media'],
      summary: 'The holder photo of a card of the session (image/jpeg), 404 when it has none',
      bytes: { description: 'The photo', contentType: 'image/jpeg', format: 'JPEG, 700 × 900' },
    },
    async (request, reply) => {
      await ownedCard(app.db, currentSession(request), request.query.mediaId);
      const photo = await photoOf(app.db, request.query.mediaId);
      if (!photo) throw new AppError('NOT_FOUND');
      return reply.type('image/jpeg').header('cache-control', 'private, no-cache').send(photo);
    },
  );
};
