/** The calls of one area of the table (calls.ts): device pairing and Account/signinWithToken (issue 11, decision 047). */
import type { Call } from './calls.js';

export const PAIRING_CALLS = {
  /** The device: a code to show and a secret to poll with (no session: the device has none yet). */
  startPairing: { method: 'POST', path: 'Device/startPairing.json', access: 'public' },
  /** The device polls with its secret; once paired it receives a single-use sign-in token. */
  pairingStatus: { method: 'POST', path: 'Device/pairingStatus.json', access: 'public' },
  /** Spec §7: the device's token becomes a session, answered as Account/login.json's user. */
  signinWithToken: { method: 'POST', path: 'Account/signinWithToken', access: 'public' },
  /** The account holder at /pairing: types the code shown by the device and names it. */
  pairDevice: { method: 'POST', path: 'Device/pair.json', access: 'session' },
  getDevices: { method: 'GET', path: 'Device/getDevices.json', access: 'session' },
  /** Unpairs a device of the account: its session ends. */
  unpairDevice: { method: 'POST', path: 'Device/unpair.json', access: 'session', ownedIds: ['deviceId'] },
} as const satisfies Record<string, Call>;
