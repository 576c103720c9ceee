/**
 * Device pairing: the device's calls without a session (start, status, Account/signinWithToken),
 * rate limited per address, and the holder's calls behind the auth hook (pair, list, unpair).
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { AppError } from '../../lib/errors.js';
import { currentSession } from '../../plugins/auth.js';
import { byAddress } from '../../plugins/rate-limit.js';
import {
  listDevices,
  pairDevice,
  pairingBlockedFor,
  pairingStatus,
  signinWithToken,
  startPairing,
  unpairDevice,
} from './service.js';

export const pairingPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.startPairing,
    {
      tags: ['Device'],
      summary:
        'A device (the network’s app, a kiosk) starts pairing: a code to show (XXXX-XXXX, valid ' +
        '10 minutes, single use) and a secret to poll Device/pairingStatus.json with; rate limited per address',
      preHandler: app.limitRequests([
        {
          name: 'pairing-start-address',
          max: app.config.rateLimits.pairingStartsPerAddress,
          keyOf: byAddress,
        },
      ]),
    },
    async (request) => ok(await startPairing(app.db, request.body.network_id ?? app.config.networkId)),
  );

  callRoute(
    app,
    CALLS.pairingStatus,
    {
      tags: ['Device'],
      summary:
        'The device polls with its secret: PENDING, EXPIRED, PAIRED (the first PAIRED answer carries ' +
        'the single-use signinToken, valid 10 minutes) or UNPAIRED; an unknown secret is 404',
    },
    async (request) => ok(await pairingStatus(app.db, request.body.deviceSecret)),
  );

  callRoute(
    app,
    CALLS.signinWithToken,
    {
      tags: ['Account'],
      summary:
        'A paired device’s single-use token becomes a session of the account, answered as ' +
        'Account/login.json’s user; spent, expired, unknown or unpaired: 401 INVALID_ID_TOKEN',
      preHandler: app.limitRequests([
        { name: 'signin-token-address', max: app.config.rateLimits.loginPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => ok(await signinWithToken(app.ctx, request.body.token)),
  );
};

export const pairingSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.pairDevice,
    {
      tags: ['Device'],
      summary:
        'Pairs the device showing this code with the caller’s account, under the name given; a code ' +
        'unknown, used or expired is 400 PAIRING_CODE_INVALID, and wrong codes are rate limited (429)',
    },
    async (request, reply) => {
      const session = currentSession(request);
      const wait = await pairingBlockedFor(app.ctx, session.accountId, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED');
      }
      const { code, name } = request.body;
      return ok({ device: await pairDevice(app.ctx, session, { code, name, address: request.ip }) });
    },
  );

  callRoute(
    app,
    CALLS.getDevices,
    {
      tags: ['Device'],
      summary: 'The devices paired with the caller’s account: name, paired on, last used',
    },
    async (request) => ok({ devices: await listDevices(app.db, currentSession(request)) }),
  );

  callRoute(
    app,
    CALLS.unpairDevice,
    {
      tags: ['Device'],
      summary: 'Unpairs a device of the caller’s account and ends its session; another account’s is 403',
    },
    async (request) => {
      await unpairDevice(app.db, currentSession(request), request.body.deviceId);
      return ok({ unpaired: true as const });
    },
  );
};
