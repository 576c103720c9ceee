/**
 * The contract of a session (calls.ts, "Account and sessions" after the login): the token's
 * introspection, the session's user, logout and touch, and the e-mail verification.
 */
import { z } from 'zod';
import { accountUserResponseSchema } from '../account-user.js';
import { mailedCodeSchema } from '../validation.js';
import {
  emptyResponse,
  idField,
  publicRequest,
  sentResponse,
  sessionRequest,
  userTokenField,
} from './request.js';
import type { AreaContract } from './types.js';

const introspectRequest = publicRequest({ userToken: userTokenField });
const introspectResponse = z.union([
  z.object({ active: z.literal(false) }),
  z.object({ active: z.literal(true), userId: z.number().int(), expiresAt: z.string() }),
]);

export const SESSIONS_CONTRACT = {
  /** A token is the data here, not the caller's session: a public call. */
  introspectToken: { request: introspectRequest, response: introspectResponse },
  introspectTokenPost: { request: introspectRequest, response: introspectResponse },
  getUser: {
    request: sessionRequest({ userId: idField.nullish(), networkId: idField.nullish() }),
    response: accountUserResponseSchema,
  },
  logout: { request: sessionRequest({ user_id: idField.nullish() }), response: emptyResponse },
  touch: {
    request: sessionRequest({}),
    response: z.object({ expiresAt: z.string().describe('When the session ends without a further call') }),
  },
  sendVerificationEmail: { request: sessionRequest({}), response: sentResponse },
  verify: {
    request: sessionRequest({ code: mailedCodeSchema }),
    response: z.object({ emailVerified: z.literal(true) }),
  },
} as const satisfies AreaContract;
