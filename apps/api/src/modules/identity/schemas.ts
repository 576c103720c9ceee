/** Schemas of the Identity calls but sign-up, and of the e-mail code calls (reset, verification). */
import { emailSchema, mailedCodeSchema, signInRequestSchema } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

// Every call that sets a password refuses the common ones (decision 016, and Identity/signUp in
// account/schemas.ts); sign-in checks none.
export const signInBody = signInRequestSchema.safeExtend({ locale: localeField });
export const idTokenResponse = z.object({
  idToken: z.string().describe('Exchanged for a session by Account/login.json'),
});

export const confirmPasswordResetBody = z.strictObject({
  email: emailSchema,
  code: mailedCodeSchema,
  password: uncommonPasswordSchema,
  locale: localeField,
});

export const resetPasswordBody = z.strictObject({
  email: emailSchema,
  networkId: idField,
  locale: localeField,
});
export const sentResponse = z.object({ sent: z.literal(true) });

export const sendVerificationBody = z.strictObject({ userToken: userTokenField, locale: localeField });
export const verifyBody = z.strictObject({
  userToken: userTokenField,
  code: mailedCodeSchema,
  locale: localeField,
});
export const verifiedResponse = z.object({ emailVerified: z.literal(true) });
