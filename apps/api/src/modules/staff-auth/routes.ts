/**
 * The second factor's calls (decision 070), in the staff scope but made before the factor is
 * given (`beforeSecondFactor` in the call table): its status, the enrolment and its first code,
 * and the code of each new session.
 */
import { CALLS, ok } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { currentSession } from '../../plugins/auth.js';
import {
  confirmSecondFactor,
  enrolSecondFactor,
  secondFactorBlockedFor,
  secondFactorStatus,
  verifySecondFactor,
} from './service.js';

const tags = ['Staff'];

export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Past the wrong codes allowed in the window: 429 RATE_LIMITED before the code is looked at. */
  const refuseWhileBlocked = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await secondFactorBlockedFor(app.ctx, currentSession(request));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('RATE_LIMITED');
    }
  };

  callRoute(
    app,
    CALLS.staffSecondFactorStatus,
    {
      tags,
      summary:
        'Whether the staff member has enrolled an authenticator app, whether this session gave its code, and their role',
    },
    async (request) => ok(await secondFactorStatus(app.ctx, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.enrolSecondFactor,
    {
      tags,
      summary:
        'A new TOTP secret, as text and as the QR code (SVG) of its otpauth:// URI, replacing one never confirmed; ' +
        '409 SECOND_FACTOR_ALREADY_ENROLLED once an app is enrolled',
    },
    async (request) => ok(await enrolSecondFactor(app.ctx, currentSession(request))),
  );

  callRoute(
    app,
    CALLS.confirmSecondFactor,
    {
      tags,
      summary:
        'The first code of the app enrols it and lets this session through; answers the 10 recovery codes, once. ' +
        '400 INVALID_SECOND_FACTOR_CODE (with the attempts left), 429 RATE_LIMITED past 5 wrong codes',
    },
    async (request, reply) => {
      await refuseWhileBlocked(request, reply);
      return ok(await confirmSecondFactor(app.ctx, currentSession(request), request.body.code));
    },
  );

  callRoute(
    app,
    CALLS.verifySecondFactor,
    {
      tags,
      summary:
        'A code of the app (never one already accepted) or an unused recovery code lets this session through the ' +
        'staff scope; 400 INVALID_SECOND_FACTOR_CODE (with the attempts left), 429 RATE_LIMITED past 5 wrong codes',
    },
    async (request, reply) => {
      await refuseWhileBlocked(request, reply);
      return ok(await verifySecondFactor(app.ctx, currentSession(request), request.body.code));
    },
  );
};
