/** The calls of one area of the table (calls.ts): Networks/* beyond getNetworks, and Terms/* (spec §7, issue 10). */
import type { Call } from './calls.js';

export const NETWORK_CALLS = {
  getNetworkConfiguration: { method: 'GET', path: 'Networks/getNetworkConfiguration.json', access: 'public' },
  getProfileStatus: { method: 'GET', path: 'Networks/getProfileStatus.json', access: 'session' },
  getSchoolConfiguration: { method: 'GET', path: 'Networks/getSchoolConfiguration', access: 'public' },
  collectSites: { method: 'GET', path: 'Networks/collectSites', access: 'public' },
  termsOfUse: { method: 'GET', path: 'Terms/getTermsOfUse.json', access: 'public' },
  legalNotice: { method: 'GET', path: 'Terms/getLegalNotice.json', access: 'public' },
  privacyPolicy: { method: 'GET', path: 'Terms/getPrivacyPolicy.json', access: 'public' },
} as const satisfies Record<string, Call>;
