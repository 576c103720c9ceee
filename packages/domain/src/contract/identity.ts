/**
 * The contract of the ways in (calls.ts, "Identity" and Account/login.json): sign-up, sign-in, the
 * password reset and the login that opens a session. The first-visit pages (login, sign-up, reset)
 * read this area alone (`callContract` of the portal), not the whole `CONTRACT`; what a session
 * then calls is sessions.ts. The common passwords are refused by the api only (a named refinement
 * in its module, decision 016).
 */
import { z } from 'zod';
import {
  emailSchema,
  mailedCodeSchema,
  passwordSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '../validation.js';
import { emptyResponse, idField, publicRequest, publicRequestOf, sentResponse } from './request.js';
import type { AreaContract } from './types.js';

const idTokenResponse = z.object({
  idToken: z.string().describe('Exchanged for a session by Account/login.json'),
});
const text = (max: number) => z.string().max(max).nullish();

const profileSchema = z.object({
  userId: z.number().int(),
  userName: z.string().describe('First name'),
  userLastname: z.string().describe('Family name'),
});

/** The user of a session just opened, or the profiles to choose from. */
const loginResponse = z.union([
  z.object({ user: profileSchema.extend({ userToken: z.string() }) }),
  z.object({ profiles: z.array(profileSchema) }),
]);

export const IDENTITY_CONTRACT = {
  signUp: { request: publicRequestOf(signUpRequestSchema), response: idTokenResponse },
  signIn: { request: publicRequestOf(signInRequestSchema), response: idTokenResponse },
  resetPassword: {
    request: publicRequest({ email: emailSchema, networkId: idField }),
    response: sentResponse,
  },
  confirmPasswordReset: {
    request: publicRequest({ email: emailSchema, code: mailedCodeSchema, password: passwordSchema }),
    response: emptyResponse,
  },
  /** Every §7 field of Account/login.json; those the backend has no use for yet are accepted and ignored. */
  login: {
    request: publicRequest({
      firebase_token: z
        .string()
        .min(1)
        .max(200)
        .nullish()
        .describe('The ID token of Identity/signIn or signUp'),
      network_id: idField.describe('networkId of Networks/getNetworks.json'),
      user_id: idField.nullish().describe('The profile chosen among those a previous call answered'),
      device: text(500),
      provider: text(100),
      client: text(100),
      oauth_client: text(100),
      originAgent: text(500),
      originType: text(100),
      withWallet: z.boolean().nullish(),
      authAsGuest: z.boolean().nullish().describe('Without firebase_token: opens a guest session'),
      forceProfiles: z.boolean().nullish().describe('Answer the profiles even when there is one'),
    }),
    response: loginResponse,
  },
} as const satisfies AreaContract;
