/**
 * The entries of the contract a first-visit page calls (the sign-in's networks, the sign-up's
 * terms), in a file of their own: such a page imports them alone (lib/call-contract.ts of the
 * portal), and none of the rest of their area's schemas. Spread into the networks' area
 * (networks.ts).
 */
import { networksResponse } from '../network.js';
import { legalDocumentResponse } from '../terms.js';
import { publicRequest } from './request.js';
import type { CallContract } from './types.js';

export const getNetworksContract = {
  request: publicRequest({}),
  response: networksResponse,
} as const satisfies CallContract;

/** The three Terms/* calls: the language alone, and one legal document. */
export const legalDocumentContract = {
  request: publicRequest({}),
  response: legalDocumentResponse,
} as const satisfies CallContract;
