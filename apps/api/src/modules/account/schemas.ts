/** Schemas of the Account session calls (spec §7). */
import { signUpRequestSchema, USER_ROLES } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

const text = (max: number) => z.string().max(max).nullish();

/** Identity/signUp: the common passwords are refused, as on every call that sets one (decision 016). */
export const signUpBody = signUpRequestSchema.safeExtend({
  password: uncommonPasswordSchema,
  locale: localeField,
});
export const signUpResponse = z.object({
  idToken: z.string().describe('Exchanged for a session by Account/login.json'),
});

/** Every §7 field of Account/login.json; those the backend has no use for yet are accepted and ignored. */
export const loginBody = z.strictObject({
  firebase_token: z.string().min(1).max(200).nullish().describe('The ID token of Identity/signIn or signUp'),
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
  locale: localeField,
});
export type LoginBody = z.infer<typeof loginBody>;

const profileSchema = z.object({
  userId: z.number().int(),
  userName: z.string().describe('First name'),
  userLastname: z.string().describe('Family name'),
});

export const loginResponse = z.union([
  z.object({ user: profileSchema.extend({ userToken: z.string() }) }),
  z.object({ profiles: z.array(profileSchema) }),
]);
export type LoginResult = z.infer<typeof loginResponse>;

export const getUserBody = z.strictObject({
  userToken: userTokenField,
  userId: idField.nullish(),
  networkId: idField.nullish(),
  locale: localeField,
});

export const getUserResponse = z.object({
  user: profileSchema.extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    guest: z.boolean(),
    role: z.enum(USER_ROLES).describe('staff opens the back office pages; passenger otherwise'),
  }),
});

export const logoutBody = z.strictObject({
  userToken: userTokenField,
  user_id: idField.nullish(),
  locale: localeField,
});

export const touchBody = z.strictObject({ userToken: userTokenField, locale: localeField });
export const touchResponse = z.object({
  expiresAt: z.string().describe('When the session ends without a further call'),
});

export const introspectInput = z.strictObject({ userToken: userTokenField, locale: localeField });
export const introspectResponse = z.union([
  z.object({ active: z.literal(false) }),
  z.object({ active: z.literal(true), userId: z.number().int(), expiresAt: z.string() }),
]);
