/**
 * The contract of device pairing and Account/signinWithToken (calls-pairing.ts, decision 047,
 * decision 067): the device's calls without a session, the holder's behind one.
 */
import { z } from 'zod';
import {
  getDevicesResponse,
  pairDeviceFields,
  pairDeviceResponse,
  pairingStatusResponse,
  signinWithTokenResponse,
  startPairingResponse,
  unpairDeviceResponse,
} from '../pairing.js';
import { idField, publicRequest, sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

/** A secret of ours (the api's lib/tokens.ts): 43 base64url characters; a little room, never a megabyte. */
const secretField = z.string().min(1).max(100);

export const PAIRING_CONTRACT = {
  startPairing: {
    request: publicRequest({
      network_id: idField.optional().describe('The network the device serves; the portal’s by default'),
    }),
    response: startPairingResponse,
  },
  pairingStatus: {
    request: publicRequest({
      deviceSecret: secretField.describe('The secret Device/startPairing.json answered'),
    }),
    response: pairingStatusResponse,
  },
  signinWithToken: {
    request: publicRequest({
      token: secretField.describe('The signinToken Device/pairingStatus.json answered, once'),
    }),
    response: signinWithTokenResponse,
  },
  pairDevice: { request: sessionRequest(pairDeviceFields), response: pairDeviceResponse },
  getDevices: { request: sessionRequest({}), response: getDevicesResponse },
  unpairDevice: {
    request: sessionRequest({ deviceId: idField.describe('id of a device of Device/getDevices.json') }),
    response: unpairDeviceResponse,
  },
} as const satisfies AreaContract;
