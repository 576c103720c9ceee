/**
 * The calls of one area of the table (calls.ts): profiles (spec §4, §7) and "Your data": the
 * download of everything the account holds, and the account's erasure asked for here and confirmed
 * with the mailed code on Actions/useCode (LEGACY_ACCOUNT_ANONYMIZATION). Decision 049.
 */
import type { Call } from './calls.js';

export const ACCOUNT_DATA_CALLS = {
  createProfile: { method: 'POST', path: 'Account/createProfile.json', access: 'session' },
  disableProfile: {
    method: 'PUT',
    path: 'Account/disableProfile',
    access: 'session',
    ownedIds: ['profileId'],
  },
  getProfiles: { method: 'GET', path: 'Account/getProfiles.json', access: 'session' },
  exportData: { method: 'GET', path: 'Account/exportData', access: 'session', bytes: true },
  requestErasure: { method: 'POST', path: 'Account/requestErasure', access: 'session' },
} as const satisfies Record<string, Call>;
