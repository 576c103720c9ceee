import { describe, expect, it } from 'vitest';
import {
  MESSAGE_KEYS,
  fieldMessages,
  formatPhone,
  holderNameSchema,
  newPasswordFormSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from '../src/validation.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const validForm = {
  name: 'Durand',
  firstname: 'Hélène',
  email: 'helene.durand@example.org',
  phone: '06 12 34 56 78',
  password: 'secret-pass',
  confirmation: 'secret-pass',
  acceptTerms: true,
};

describe('names (spec §5)', () => {
  it.each(['Jean-Pierre', 'Hélène', "N'Diaye", 'N’Diaye', 'Le Goff', 'Éloïse', 'Ly', 'Zoë'])(
    'accepts %s',
    (name) => {
      expect(personNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it.each([
    ['Dur4nd', MESSAGE_KEYS.nameCharacters],
    ['Jean_Pierre', MESSAGE_KEYS.nameCharacters],
    ['Anne!', MESSAGE_KEYS.nameCharacters],
    ['-Anne', MESSAGE_KEYS.nameCharacters],
    ['Brd', MESSAGE_KEYS.nameNoVowel],
    ['A', MESSAGE_KEYS.nameTooShort],
    ['', MESSAGE_KEYS.required],
    ['   ', MESSAGE_KEYS.required],
  ])('rejects %j with %s', (name, key) => {
    expect(firstMessage(personNameSchema.safeParse(name))).toBe(key);
  });

  it('the vowel rule applies to sign-up names only: a card holder may be named Ng', () => {
    expect(firstMessage(personNameSchema.safeParse('Ng'))).toBe(MESSAGE_KEYS.nameNoVowel);
    expect(holderNameSchema.safeParse('Ng').success).toBe(true);
    for (const [name, key] of [
      ['Dur4nd', MESSAGE_KEYS.nameCharacters],
      ['A', MESSAGE_KEYS.nameTooShort],
      ['', MESSAGE_KEYS.required],
    ] as const) {
      expect(firstMessage(holderNameSchema.safeParse(name))).toBe(key);
    }
  });

  it('an accented vowel is a vowel', () => {
    expect(personNameSchema.safeParse('Ndé').success).toBe(true);
  });

  it('first name and name must differ, accents and case aside', () => {
    const result = signUpFormSchema.safeParse({ ...validForm, name: 'Helene', firstname: 'hélène' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ firstname: MESSAGE_KEYS.namesIdentical });
  });
});

describe('signup form (spec §5)', () => {
  it('accepts a complete form and normalises email and phone', () => {
    const result = signUpFormSchema.parse(validForm);
    expect(result.phone).toBe('0612345678');
    expect(signUpFormSchema.parse({ ...validForm, email: 'Helene@Example.org' }).email).toBe(
      'helene@example.org',
    );
  });

  it.each([
    ['email', 'helene.example.org', MESSAGE_KEYS.emailInvalid],
    ['phone', '0612345', MESSAGE_KEYS.phoneInvalid],
    ['phone', '612345678', MESSAGE_KEYS.phoneInvalid],
    ['phone', '1612345678', MESSAGE_KEYS.phoneInvalid],
    ['password', '123456', MESSAGE_KEYS.passwordTooShort],
    ['acceptTerms', false, MESSAGE_KEYS.termsRequired],
  ])('%s = %j fails with %s', (field, value, key) => {
    const result = signUpFormSchema.safeParse({
      ...validForm,
      [field]: value,
      confirmation: field === 'password' ? value : validForm.confirmation,
    });
    expect(fieldMessages(result.error!)[field]).toBe(key);
  });

  it('a password of 7 characters is long enough', () => {
    expect(phoneSchema.safeParse('01.99.00.12.34').success).toBe(true);
    expect(
      signUpFormSchema.safeParse({ ...validForm, password: '1234567', confirmation: '1234567' }).success,
    ).toBe(true);
  });

  it.each([
    ['seven spaces', '       '],
    ['tabs and spaces', ' \t \t \t '],
    ['one repeated letter', 'aaaaaaaa'],
    ['one repeated digit', '1111111'],
    ['one repeated emoji', '🚌🚌🚌🚌🚌🚌🚌'],
  ])('a password made of %s is too simple', (_what, password) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe('validation.password.tooSimple');
  });

  it('spaces and repeats inside a longer password are fine', () => {
    expect(passwordSchema.safeParse('ab ab ab').success).toBe(true);
    expect(passwordSchema.safeParse('aaaaaab').success).toBe(true);
  });

  it('the confirmation must match', () => {
    const result = signUpFormSchema.safeParse({ ...validForm, confirmation: 'other-pass' });
    expect(fieldMessages(result.error!)).toEqual({ confirmation: MESSAGE_KEYS.passwordMismatch });
  });

  it('an empty form says "Please fill in this field" on every required field', () => {
    const result = signUpFormSchema.safeParse({
      name: '',
      firstname: '',
      email: '',
      phone: '',
      password: '',
      confirmation: '',
      acceptTerms: false,
    });
    const fields = fieldMessages(result.error!);
    for (const field of ['name', 'firstname', 'email', 'phone', 'password', 'confirmation']) {
      expect(fields[field]).toBe(MESSAGE_KEYS.required);
    }
    expect(fields.acceptTerms).toBe(MESSAGE_KEYS.termsRequired);
  });

  it('the api body refuses unknown fields', () => {
    const { confirmation: _confirmation, ...body } = validForm;
    expect(signUpRequestSchema.safeParse(body).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...body, admin: true }).success).toBe(false);
  });

  it('the new password form checks length and confirmation', () => {
    expect(newPasswordFormSchema.safeParse({ password: 'abcdefg', confirmation: 'abcdefg' }).success).toBe(
      true,
    );
    expect(
      fieldMessages(newPasswordFormSchema.safeParse({ password: 'abc', confirmation: 'abc' }).error!),
    ).toEqual({
      password: MESSAGE_KEYS.passwordTooShort,
    });
  });
});

describe('cross-field rules show on the first submission', () => {
  it('a mismatched confirmation is reported together with the other field errors', () => {
    const result = signUpFormSchema.safeParse({
      ...validForm,
      email: 'no-at-sign',
      password: 'court',
      confirmation: 'autre',
    });
    const fields = fieldMessages(result.error!);
    expect(fields.email).toBe(MESSAGE_KEYS.emailInvalid);
    expect(fields.password).toBe(MESSAGE_KEYS.passwordTooShort);
    expect(fields.confirmation).toBe(MESSAGE_KEYS.passwordMismatch);
  });

  it('identical names are reported even when another field is invalid', () => {
    const result = signUpFormSchema.safeParse({
      ...validForm,
      phone: '12',
      name: 'Hélène',
      firstname: 'Helene',
    });
    expect(fieldMessages(result.error!)).toMatchObject({
      phone: MESSAGE_KEYS.phoneInvalid,
      firstname: MESSAGE_KEYS.namesIdentical,
    });
  });

  it('identical names are not compared while a name is itself invalid', () => {
    const result = signUpFormSchema.safeParse({ ...validForm, name: 'Dur4nd', firstname: 'Dur4nd' });
    expect(fieldMessages(result.error!)).toEqual({
      name: MESSAGE_KEYS.nameCharacters,
      firstname: MESSAGE_KEYS.nameCharacters,
    });
  });
});

describe('formatPhone: a number as it is printed', () => {
  it('groups the ten digits in pairs joined by non-breaking spaces, whatever was typed between them', () => {
    expect(formatPhone('0612345678')).toBe('06\u00a012\u00a034\u00a056\u00a078');
    expect(formatPhone('06.12.34-56 78')).toBe('06\u00a012\u00a034\u00a056\u00a078');
  });

  it('shows any other value as it was given', () => {
    for (const value of ['', '+33612345678', '061234567', 'inconnu']) expect(formatPhone(value)).toBe(value);
  });
});
