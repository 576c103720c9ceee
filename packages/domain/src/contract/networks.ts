/**
 * The contract of the networks' calls (Networks/getNetworks.json in calls.ts, the rest of
 * calls-networks.ts: the network's configuration, the caller's profile, the school year, the
 * collect sites, and the Terms/* texts). The entries a first-visit page calls (getNetworks, the
 * terms) are in first-visit.ts, which such a page imports alone.
 */
import {
  collectSitesResponse,
  networkConfigurationResponse,
  profileStatusResponse,
  schoolConfigurationResponse,
} from '../network.js';
import { MESSAGE_KEYS } from '../validation.js';
import { z } from 'zod';
import { idField, publicRequest, sessionRequest } from './request.js';
import { getNetworksContract, legalDocumentContract } from './first-visit.js';
import type { AreaContract } from './types.js';

const networkIdField = idField
  .optional()
  .describe('Networks/getNetworks.json’s networkId; the portal’s network by default');

/** A host name, with a port or not (the browser's `location.host`): letters, digits, dots, hyphens. */
const domainField = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: MESSAGE_KEYS.invalidValue })
  .describe('The host the portal is served on, e.g. portail.oceane-mobilites.example');

/** The public calls that name the network; the configured one (NETWORK_ID) when they do not. */
const networkIdRequest = publicRequest({ network_id: networkIdField });

export const NETWORK_CONTRACT = {
  getNetworks: getNetworksContract,
  getNetworkConfiguration: {
    request: publicRequest({ network_id: networkIdField, domain: domainField.optional() }).refine(
      (query) => query.network_id === undefined || query.domain === undefined,
      { error: MESSAGE_KEYS.invalidValue, path: ['domain'] },
    ),
    response: networkConfigurationResponse,
  },
  getProfileStatus: {
    request: sessionRequest({
      network_id: idField.optional().describe('The session’s network (another is 403 FORBIDDEN)'),
    }),
    response: profileStatusResponse,
  },
  getSchoolConfiguration: { request: networkIdRequest, response: schoolConfigurationResponse },
  collectSites: { request: networkIdRequest, response: collectSitesResponse },
  termsOfUse: legalDocumentContract,
  legalNotice: legalDocumentContract,
  privacyPolicy: legalDocumentContract,
} as const satisfies AreaContract;
