/** Schemas of the pairing calls: the domain's fields and answers (pairing.ts) with the api's own fields. */
import {
  getDevicesResponse,
  pairDeviceFields,
  pairDeviceResponse,
  pairingStatusResponse,
  signinWithTokenResponse,
  startPairingResponse,
  unpairDeviceResponse,
} from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

/** A secret of ours (lib/tokens.ts): 43 base64url characters; a little room, never a megabyte. */
const secretField = z.string().min(1).max(100);

export const startPairingBody = z.strictObject({
  network_id: idField.optional().describe('The network the device serves; the portal’s by default'),
  locale: localeField,
});

export const pairingStatusBody = z.strictObject({
  deviceSecret: secretField.describe('The secret Device/startPairing.json answered'),
  locale: localeField,
});

export const signinWithTokenBody = z.strictObject({
  token: secretField.describe('The signinToken Device/pairingStatus.json answered, once'),
  locale: localeField,
});

export const pairDeviceBody = z.strictObject({
  userToken: userTokenField,
  locale: localeField,
  ...pairDeviceFields,
});

export const getDevicesQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const unpairDeviceBody = z.strictObject({
  userToken: userTokenField,
  deviceId: idField.describe('id of a device of Device/getDevices.json'),
  locale: localeField,
});

export {
  getDevicesResponse,
  pairDeviceResponse,
  pairingStatusResponse,
  signinWithTokenResponse,
  startPairingResponse,
  unpairDeviceResponse,
};
