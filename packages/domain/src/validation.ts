/**
 * Field rules of spec §5, once for the portal's forms and the api's routes. Each failure carries
 * a message key of messages.ts, never a sentence, so that each side speaks the user's language.
 */
import { z } from 'zod';
import { canonicalPhone, isMobile, isPhone } from './phone.js';
import { whenFieldsValid } from './refinements.js';

export { canonicalPhone, formatPhone, isMobile, isPhone, normalizePhone } from './phone.js';

export const MESSAGE_KEYS = {
  required: 'validation.required',
  nameCharacters: 'validation.name.characters',
  nameTooShort: 'validation.name.tooShort',
  nameTooLong: 'validation.name.tooLong',
  nameNoVowel: 'validation.name.noVowel',
  namesIdentical: 'validation.name.identical',
  emailInvalid: 'validation.email.invalid',
  emailTooLong: 'validation.email.tooLong',
  phoneInvalid: 'validation.phone.invalid',
  mobileInvalid: 'validation.mobile.invalid',
  passwordTooShort: 'validation.password.tooShort',
  passwordTooLong: 'validation.password.tooLong',
  passwordMismatch: 'validation.password.mismatch',
  passwordTooSimple: 'validation.password.tooSimple',
  passwordCommon: 'validation.password.common',
  termsRequired: 'validation.terms.required',
  codeInvalid: 'validation.code.invalid',
  unknownField: 'validation.unknownField',
  invalidValue: 'validation.invalidValue',
} as const;
export type ValidationMessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

/** Longest password accepted: argon2 would hash more, but nobody types it and it costs CPU. */
export const PASSWORD_MAX_LENGTH = 128;
/** A password must be longer than this (spec §5 and §9: "more than 6 characters"). */
export const PASSWORD_MIN_EXCLUSIVE = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;

/**
 * Letters of any script, joined by single hyphens, apostrophes or inner spaces:
 * 'Jean-Pierre', 'Hélène', "N'Diaye", 'Le Goff'. Digits and other signs are special characters.
 */
const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u;
const VOWEL_PATTERN = /[aeiouyæœ]/i;

/** Lowercase, without accents: how two names are compared and vowels found. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function hasVowel(value: string): boolean {
  return VOWEL_PATTERN.test(foldName(value));
}

const requiredText = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required });

/** The first failure of the rules every name follows, or null. */
function nameFailure(value: string): ValidationMessageKey | null {
  if (!NAME_PATTERN.test(value)) return MESSAGE_KEYS.nameCharacters;
  if (value.replace(/[ '’-]/g, '').length < NAME_MIN_LENGTH) return MESSAGE_KEYS.nameTooShort;
  return null;
}

/** The name of someone other than the user: a card holder ('Ng' is a real family name). */
export const holderNameSchema = requiredText
  .max(NAME_MAX_LENGTH, { error: MESSAGE_KEYS.nameTooLong })
  .superRefine((value, context) => {
    const failure = value.length === 0 ? null : nameFailure(value);
    if (failure) context.addIssue({ code: 'custom', message: failure });
  });

/** The user's own name at sign-up: spec §5 adds "contains a vowel" for these two fields only. */
export const personNameSchema = requiredText
  .max(NAME_MAX_LENGTH, { error: MESSAGE_KEYS.nameTooLong })
  .superRefine((value, context) => {
    if (value.length === 0) return;
    const failure = nameFailure(value) ?? (hasVowel(value) ? null : MESSAGE_KEYS.nameNoVowel);
    if (failure) context.addIssue({ code: 'custom', message: failure });
  });

export const emailSchema = requiredText
  .max(254, { error: MESSAGE_KEYS.emailTooLong })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: MESSAGE_KEYS.emailInvalid })
  .transform((value) => value.toLowerCase());

/**
 * "A phone" (phone.ts): the account's, at sign-up and in the contact info. Spec §5 writes the
 * French rule (10 digits from 0); a foreign number is accepted in international format.
 */
export const phoneSchema = requiredText
  .transform(canonicalPhone)
  .refine(isPhone, { error: MESSAGE_KEYS.phoneInvalid });

/** "A mobile" (phone.ts): the card holder's (spec §5 "contact info requires a mobile") and the SMS alerts'. */
export const mobileSchema = requiredText
  .transform(canonicalPhone)
  .refine(isMobile, { error: MESSAGE_KEYS.mobileInvalid });

/**
 * Seven spaces or 'aaaaaaa' pass the length rule but are guessed first. The common passwords
 * (common-passwords.ts) are checked by the api only: the list is too heavy for a page.
 */
function isTooSimple(value: string): boolean {
  return /^\s+$/u.test(value) || new Set(value).size === 1;
}

export const passwordSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .min(1, { error: MESSAGE_KEYS.required })
  .refine((value) => value.length === 0 || value.length > PASSWORD_MIN_EXCLUSIVE, {
    error: MESSAGE_KEYS.passwordTooShort,
  })
  .refine((value) => value.length <= PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.passwordTooLong })
  .refine((value) => !isTooSimple(value), { error: MESSAGE_KEYS.passwordTooSimple });

export const termsSchema = z.literal(true, { error: MESSAGE_KEYS.termsRequired });

function namesDiffer(data: { name: string; firstname: string }): boolean {
  return data.name.length === 0 || foldName(data.name) !== foldName(data.firstname);
}

const namesDifferRule = {
  error: MESSAGE_KEYS.namesIdentical,
  path: ['firstname'],
  when: whenFieldsValid('name', 'firstname'),
};

const confirmationRule = {
  error: MESSAGE_KEYS.passwordMismatch,
  path: ['confirmation'],
  when: whenFieldsValid('confirmation'),
};

function confirmationMatches(data: { password: unknown; confirmation: unknown }): boolean {
  return data.confirmation === data.password;
}

const signUpFields = {
  name: personNameSchema,
  firstname: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  acceptTerms: termsSchema,
};

/** Body of Identity/signUp. */
export const signUpRequestSchema = z.strictObject(signUpFields).refine(namesDiffer, namesDifferRule);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The signup form of the portal: the same fields plus the password confirmation. */
export const signUpFormSchema = z
  .object({
    ...signUpFields,
    confirmation: z.string({ error: MESSAGE_KEYS.required }).min(1, { error: MESSAGE_KEYS.required }),
  })
  .refine(namesDiffer, namesDifferRule)
  .refine(confirmationMatches, confirmationRule);
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Body of Identity/signIn and the login form. Only presence is checked: a rule here would leak. */
export const signInRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: MESSAGE_KEYS.required })
    .min(1, { error: MESSAGE_KEYS.required })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.passwordTooLong }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The forgotten-password form. */
export const resetRequestFormSchema = z.object({ email: emailSchema });

/** The new-password form opened from the mailed link. */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmation: z.string({ error: MESSAGE_KEYS.required }).min(1, { error: MESSAGE_KEYS.required }),
  })
  .refine(confirmationMatches, confirmationRule);

/** Single-use codes sent by mail (password reset, e-mail verification): 6 to 64 URL-safe characters. */
export const mailedCodeSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: MESSAGE_KEYS.codeInvalid });

/** Field → message key of the first failure of each field, for an envelope or a form. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
