/**
 * Device pairing: the device's calls without a session (start, status, Account/signinWithToken),
 * rate limited per address, and the holder's calls behind the auth hook (pair, list, unpair).
 */
import { ok, CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callUrl } from '../../lib/calls.js';
import { AppError } from '../../lib/errors.js';
import { responses } from '../../lib/schemas.js';
import { currentSession } from '../../plugins/auth.js';
import { byAddress } from '../../plugins/rate-limit.js';
import {
  getDevicesQuery,
  getDevicesResponse,
  pairDeviceBody,
  pairDeviceResponse,
  pairingStatusBody,
  pairingStatusResponse,
  signinWithTokenBody,
  signinWithTokenResponse,
  startPairingBody,
  startPairingResponse,
  unpairDeviceBody,
  unpairDeviceResponse,
} from './schemas.js';
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
  app.post(
    callUrl(CALLS.startPairing),
    {
      schema: {
        tags: ['Device'],
        summary:
          'A device (the network’s app, a kiosk) starts pairing: a code to show (XXXX-XXXX, valid ' +
          '10 minutes, single use) and a secret to poll Device/pairingStatus.json with; rate limited per address',
        body: startPairingBody,
        response: responses(startPairingResponse),
      },
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

  app.post(
    callUrl(CALLS.pairingStatus),
    {
      schema: {
        tags: ['Device'],
        summary:
          'The device polls with its secret: PENDING, EXPIRED, PAIRED (the first PAIRED answer carries ' +
          'the single-use signinToken, valid 10 minutes) or UNPAIRED; an unknown secret is 404',
        body: pairingStatusBody,
        response: responses(pairingStatusResponse),
      },
    },
    async (request) => ok(await pairingStatus(app.db, request.body.deviceSecret)),
  );

  app.post(
    callUrl(CALLS.signinWithToken),
    {
      schema: {
        tags: ['Account'],
        summary:
          'A paired device’s single-use token becomes a session of the account, answered as ' +
          'Account/login.json’s user; spent, expired, unknown or unpaired: 401 INVALID_ID_TOKEN',
        body: signinWithTokenBody,
        response: responses(signinWithTokenResponse),
      },
      preHandler: app.limitRequests([
        { name: 'signin-token-address', max: app.config.rateLimits.loginPerAddress, keyOf: byAddress },
      ]),
    },
    async (request) => ok(await signinWithToken(app.ctx, request.body.token)),
  );
};

export const pairingSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    callUrl(CALLS.pairDevice),
    {
      schema: {
        tags: ['Device'],
        summary:
          'Pairs the device showing this code with the caller’s account, under the name given; a code ' +
          'unknown, used or expired is 400 PAIRING_CODE_INVALID, and wrong codes are rate limited (429)',
        body: pairDeviceBody,
        response: responses(pairDeviceResponse),
      },
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

  app.get(
    callUrl(CALLS.getDevices),
    {
      schema: {
        tags: ['Device'],
        summary: 'The devices paired with the caller’s account: name, paired on, last used',
        querystring: getDevicesQuery,
        response: responses(getDevicesResponse),
      },
    },
    async (request) => ok({ devices: await listDevices(app.db, currentSession(request)) }),
  );

  app.post(
    callUrl(CALLS.unpairDevice),
    {
      schema: {
        tags: ['Device'],
        summary: 'Unpairs a device of the caller’s account and ends its session; another account’s is 403',
        body: unpairDeviceBody,
        response: responses(unpairDeviceResponse),
      },
    },
    async (request) => {
      await unpairDevice(app.db, currentSession(request), request.body.deviceId);
      return ok({ unpaired: true as const });
    },
  );
};
