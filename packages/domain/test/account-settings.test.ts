import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETTINGS_KEYS,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  contactInfoFormSchema,
  contactInfoSchema,
  emailChangeFormSchema,
  passwordChangeFormSchema,
} from '../src/account-settings.js';
import { fieldMessages, MESSAGE_KEYS } from '../src/validation.js';

const fields = (result: { success: boolean; error?: Parameters<typeof fieldMessages>[0] }) =>
  result.success ? {} : fieldMessages(result.error!);

describe('contact info (names and phone as at sign-up, decision 063)', () => {
  it('accepts a mobile, normalised, and the names trimmed', () => {
    expect(
      contactInfoSchema.parse({ name: ' Le Goff ', firstname: 'Hélène', phone: '07 12 34 56 78' }),
    ).toEqual({ name: 'Le Goff', firstname: 'Hélène', phone: '0712345678' });
  });

  it('accepts the landline that sign-up accepted, and a foreign number in international format', () => {
    expect(contactInfoSchema.parse({ name: 'Le Goff', firstname: 'Hélène', phone: '0298000000' }).phone).toBe(
      '0298000000',
    );
    expect(
      contactInfoSchema.parse({ name: 'Le Goff', firstname: 'Hélène', phone: '+32 470 12 34 56' }).phone,
    ).toBe('+32470123456');
  });

  it('refuses a number that is no phone, a missing phone, a name without vowel and identical names', () => {
    expect(
      fields(contactInfoSchema.safeParse({ name: 'Le Goff', firstname: 'Hélène', phone: '1298000000' })),
    ).toEqual({ phone: MESSAGE_KEYS.phoneInvalid });
    expect(fields(contactInfoFormSchema.safeParse({ name: 'Brr', firstname: 'Anne', phone: '' }))).toEqual({
      name: MESSAGE_KEYS.nameNoVowel,
      phone: MESSAGE_KEYS.required,
    });
    expect(
      fields(contactInfoSchema.safeParse({ name: 'Anne', firstname: 'anne', phone: '0612345678' })),
    ).toEqual({
      firstname: MESSAGE_KEYS.namesIdentical,
    });
  });

  it('the request refuses an unknown field; the form does not care', () => {
    const body = { name: 'Le Goff', firstname: 'Hélène', phone: '0612345678', email: 'x@example.org' };
    expect(contactInfoSchema.safeParse(body).success).toBe(false);
    expect(contactInfoFormSchema.safeParse(body).success).toBe(true);
  });

  it('refuses null and non-objects without throwing', () => {
    for (const value of [null, 'text', 42, []])
      expect(contactInfoSchema.safeParse(value).success).toBe(false);
  });
});

describe('password change (spec §5: current, new and confirmed password)', () => {
  const form = {
    currentPassword: 'ancien-secret',
    newPassword: 'nouveau-secret',
    confirmation: 'nouveau-secret',
  };

  it('accepts a new password that follows the rules and is confirmed', () => {
    expect(passwordChangeFormSchema.safeParse(form).success).toBe(true);
    expect(
      changePasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'nouveau-secret' }).success,
    ).toBe(true);
  });

  it('shows every failure at once: missing current, too short, mismatch', () => {
    expect(
      fields(
        passwordChangeFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'short',
          confirmation: 'other',
        }),
      ),
    ).toEqual({
      currentPassword: MESSAGE_KEYS.required,
      newPassword: MESSAGE_KEYS.passwordTooShort,
      confirmation: MESSAGE_KEYS.passwordMismatch,
    });
  });

  it('refuses the current password again as the new one', () => {
    const same = {
      currentPassword: 'nouveau-secret',
      newPassword: 'nouveau-secret',
      confirmation: 'nouveau-secret',
    };
    expect(fields(passwordChangeFormSchema.safeParse(same))).toEqual({
      newPassword: ACCOUNT_SETTINGS_KEYS.passwordUnchanged,
    });
    expect(
      fields(
        changePasswordRequestSchema.safeParse({
          currentPassword: 'nouveau-secret',
          newPassword: 'nouveau-secret',
        }),
      ),
    ).toEqual({ newPassword: ACCOUNT_SETTINGS_KEYS.passwordUnchanged });
  });
});

describe('e-mail change', () => {
  it('lower-cases the new address and needs the current password', () => {
    expect(changeEmailRequestSchema.parse({ newEmail: 'Zoe@Example.ORG', currentPassword: 'p' })).toEqual({
      newEmail: 'zoe@example.org',
      currentPassword: 'p',
    });
    expect(fields(emailChangeFormSchema.safeParse({ newEmail: 'no-at-sign', currentPassword: '' }))).toEqual({
      newEmail: MESSAGE_KEYS.emailInvalid,
      currentPassword: MESSAGE_KEYS.required,
    });
  });
});
