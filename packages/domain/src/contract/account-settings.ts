/**
 * The contract of the account's own settings (calls-account-settings.ts, issue 11): the contact
 * info, the password and the e-mail changes. The api also refuses the most common new passwords
 * (decision 016), in its module.
 */
import {
  accountUserResponseSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  contactInfoSchema,
} from '../account-settings.js';
import { idField, sessionRequestOf } from './request.js';
import type { AreaContract } from './types.js';

export const ACCOUNT_SETTINGS_CONTRACT = {
  updateAccount: {
    request: sessionRequestOf(
      contactInfoSchema.safeExtend({
        userId: idField.nullish().describe('The session’s profile when sent; another is 403 FORBIDDEN'),
      }),
    ),
    response: accountUserResponseSchema,
  },
  changePassword: {
    request: sessionRequestOf(changePasswordRequestSchema),
    response: changePasswordResponseSchema,
  },
  changeEmail: { request: sessionRequestOf(changeEmailRequestSchema), response: changeEmailResponseSchema },
} as const satisfies AreaContract;
