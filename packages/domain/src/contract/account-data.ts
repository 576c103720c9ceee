/**
 * The contract of profiles and "Your data" (calls-account-data.ts, decision 049): the profiles of
 * the identity, the export of everything the account holds (a ZIP) and the erasure's request.
 */
import { z } from 'zod';
import {
  createProfileResponse,
  profileFormSchema,
  profilesResponse,
  requestErasureResponse,
} from '../account-data.js';
import { emptyResponse, idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

export const ACCOUNT_DATA_CONTRACT = {
  createProfile: { request: sessionRequest(profileFormSchema.shape), response: createProfileResponse },
  disableProfile: {
    request: sessionRequest({
      profileId: idField.describe('userId of a profile of Account/getProfiles.json'),
    }),
    response: emptyResponse,
  },
  getProfiles: { request: sessionRequest({}), response: profilesResponse },
  /** The ZIP of everything the account holds: bytes, not the envelope. */
  exportData: { request: sessionRequest({}), response: BYTES },
  requestErasure: {
    request: sessionRequest({
      password: z.string().min(1).max(200).describe('The current password, asked again'),
    }),
    response: requestErasureResponse,
  },
} as const satisfies AreaContract;
