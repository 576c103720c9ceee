/**
 * The contract of the disruptions' staff calls (calls-disruptions.ts, decision 053): the rules of
 * a publication are the domain's, shared with the staff form; the api checks each line against the
 * network in its service.
 */
import {
  checkDisruptionInput,
  disruptionInputFields,
  disruptionResponse,
  disruptionsResponse,
} from '../disruptions.js';
import { sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

export const DISRUPTION_CONTRACT = {
  publishDisruption: {
    request: sessionRequest(disruptionInputFields).superRefine(checkDisruptionInput),
    response: disruptionResponse,
  },
  getDisruptions: { request: sessionRequest({}), response: disruptionsResponse },
} as const satisfies AreaContract;
