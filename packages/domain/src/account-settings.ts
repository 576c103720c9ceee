/**
 * Rules of the account's own settings (spec §2 "contact info and password change", §5): the
 * contact info of Account/update.json, and our password and e-mail changes, each re-authenticated
 * by the current password. The forms of /account/personal-details and the api's routes read them.
 */
import { z } from 'zod';
import { whenFieldsValid } from './refinements.js';
import {
  emailSchema,
  foldName,
  MESSAGE_KEYS,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  PASSWORD_MAX_LENGTH,
} from './validation.js';

export const ACCOUNT_SETTINGS_KEYS = {
  emailUnchanged: 'validation.email.unchanged',
  passwordUnchanged: 'validation.password.unchanged',
} as const;

/** The current password is only checked against the stored one: a rule here would leak nothing useful. */
export const currentPasswordSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.passwordTooLong });

const contactInfoFields = {
  name: personNameSchema,
  firstname: personNameSchema,
  /**
   * "A phone", as at sign-up: the account's number, landline or mobile (decision 063). Spec §5's
   * "contact info requires a mobile number" is the card holder's contact step (holder's mobile).
   */
  phone: phoneSchema,
};

const namesDiffer = (data: { name: string; firstname: string }) =>
  data.name.length === 0 || foldName(data.name) !== foldName(data.firstname);
const namesDifferRule = {
  error: MESSAGE_KEYS.namesIdentical,
  path: ['firstname'],
  when: whenFieldsValid('name', 'firstname'),
};

/** Body of Account/update.json (besides userToken, userId and locale), and its form. */
export const contactInfoSchema = z.strictObject(contactInfoFields).refine(namesDiffer, namesDifferRule);
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export const contactInfoFormSchema = z.object(contactInfoFields).refine(namesDiffer, namesDifferRule);
export type ContactInfoForm = z.input<typeof contactInfoFormSchema>;

const differentPasswordRule = {
  error: ACCOUNT_SETTINGS_KEYS.passwordUnchanged,
  path: ['newPassword'],
  when: whenFieldsValid('currentPassword', 'newPassword'),
};
const passwordChanges = (data: { currentPassword: string; newPassword: string }) =>
  data.newPassword !== data.currentPassword;

/** Body of Identity/changePassword (the api also refuses the most common passwords, decision 016). */
export const changePasswordRequestSchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: passwordSchema })
  .refine(passwordChanges, differentPasswordRule);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The password change form (spec §5: "current, new and confirmed password"). */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmation: z.string({ error: MESSAGE_KEYS.required }).min(1, { error: MESSAGE_KEYS.required }),
  })
  .refine(passwordChanges, differentPasswordRule)
  .refine((data) => data.confirmation === data.newPassword, {
    error: MESSAGE_KEYS.passwordMismatch,
    path: ['confirmation'],
    when: whenFieldsValid('confirmation'),
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

/** Body of Identity/changeEmail, and its form: the new address, then the current password. */
export const changeEmailRequestSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export const emailChangeFormSchema = z.object({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type EmailChangeForm = z.input<typeof emailChangeFormSchema>;

// The account as Account/getUser.json and Account/update.json answer it: account-user.ts, apart, so
// that the identity area's contract (on the first-visit pages) does not carry the settings' rules.
export { accountUserResponseSchema } from './account-user.js';

/** Identity/changePassword: how many other sessions of the identity ended. */
export const changePasswordResponseSchema = z.object({
  otherSessionsEnded: z.number().int().nonnegative(),
});

/** Identity/changeEmail: a link was mailed to the new address; the login stays the old one until it is used. */
export const changeEmailResponseSchema = z.object({
  sent: z.literal(true),
  pendingEmail: z.string(),
});
