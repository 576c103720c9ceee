import { describe, expect, it } from 'vitest';
import {
  CARD_KEYS,
  cardAssociationSchema,
  cardHolderSchema,
  isPlausibleBirthdate,
} from '../src/card-holder.js';
import { MESSAGE_KEYS, fieldMessages } from '../src/validation.js';

const holder = {
  gender: 'MADAME',
  name: 'Le Goff',
  firstname: 'Maëlle',
  birthdate: '1990-04-12',
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '12 quai des Thoniers',
  address2: '',
  zipcode: '29900',
  city: 'Port-Marin',
  country: 'FR',
  mobile: '06 11 22 33 44',
  landline: '',
};

describe('card association popup (spec §5)', () => {
  it('needs the card number, the holder family name and birth date, and the terms', () => {
    const result = cardAssociationSchema.safeParse({
      cardNumber: '',
      holderName: '',
      holderBirthdate: '',
      acceptTerms: false,
    });
    expect(fieldMessages(result.error!)).toEqual({
      cardNumber: MESSAGE_KEYS.required,
      holderName: MESSAGE_KEYS.required,
      holderBirthdate: MESSAGE_KEYS.required,
      acceptTerms: MESSAGE_KEYS.termsRequired,
    });
  });

  it('refuses a birth date that is not a real day between 1900 and today', () => {
    for (const holderBirthdate of ['12/04/1990', '1990-02-30', '1899-12-31', '2999-01-01']) {
      const result = cardAssociationSchema.safeParse({
        cardNumber: '1000000001',
        holderName: 'Le Goff',
        holderBirthdate,
        acceptTerms: true,
      });
      expect(fieldMessages(result.error!)).toEqual({ holderBirthdate: CARD_KEYS.birthdateInvalid });
    }
  });

  it('accepts a 10-digit number typed with spaces', () => {
    const result = cardAssociationSchema.parse({
      cardNumber: '1000 0000 01',
      holderName: 'Le Goff',
      holderBirthdate: '1990-04-12',
      acceptTerms: true,
    });
    expect(result.cardNumber).toBe('1000000001');
  });

  it('accepts a family name without a vowel, such as Ng (the vowel rule is for sign-up only)', () => {
    const result = cardAssociationSchema.safeParse({
      cardNumber: '1000000001',
      holderName: 'Ng',
      acceptTerms: true,
    });
    expect(result.success ? {} : fieldMessages(result.error)).not.toHaveProperty('holderName');
  });

  it.each(['123', '10000000011', '10000000a1'])('refuses the card number %s', (cardNumber) => {
    const result = cardAssociationSchema.safeParse({ cardNumber, holderName: 'Le Goff', acceptTerms: true });
    expect(fieldMessages(result.error!).cardNumber).toBe(CARD_KEYS.cardNumberInvalid);
  });
});

describe('card holder (spec §3, §5)', () => {
  it('accepts a complete holder and normalises the mobile', () => {
    expect(cardHolderSchema.parse(holder).mobile).toBe('0611223344');
  });

  it('requires a mobile number, a French one for a French holder', () => {
    expect(fieldMessages(cardHolderSchema.safeParse({ ...holder, mobile: '' }).error!).mobile).toBe(
      MESSAGE_KEYS.required,
    );
    expect(fieldMessages(cardHolderSchema.safeParse({ ...holder, mobile: '0199001122' }).error!).mobile).toBe(
      CARD_KEYS.mobileInvalid,
    );
  });

  it('checks the postcode in France only', () => {
    expect(fieldMessages(cardHolderSchema.safeParse({ ...holder, zipcode: '299' }).error!).zipcode).toBe(
      CARD_KEYS.zipcodeInvalid,
    );
    expect(cardHolderSchema.safeParse({ ...holder, zipcode: 'B-1000', country: 'BE' }).success).toBe(true);
  });

  it('applies the name rules to the holder names', () => {
    expect(
      fieldMessages(cardHolderSchema.safeParse({ ...holder, firstname: 'M4elle' }).error!).firstname,
    ).toBe(MESSAGE_KEYS.nameCharacters);
  });

  it('accepts holder names without a vowel: the vowel rule is for sign-up names only (spec §5)', () => {
    expect(cardHolderSchema.safeParse({ ...holder, name: 'Ng', firstname: 'Thanh' }).success).toBe(true);
    expect(cardHolderSchema.safeParse({ ...holder, firstname: 'Ng' }).success).toBe(true);
  });

  it('refuses a category outside the list', () => {
    expect(cardHolderSchema.safeParse({ ...holder, socioProfessionalCategory: 'ASTRONAUT' }).success).toBe(
      false,
    );
  });

  it.each([
    ['1990-04-12', true],
    ['1990-02-30', false],
    ['1899-12-31', false],
    ['2999-01-01', false],
    ['12/04/1990', false],
  ])('birthdate %s is plausible: %s', (value, expected) => {
    expect(isPlausibleBirthdate(value, new Date('2026-11-21T00:00:00Z'))).toBe(expected);
  });
});

describe('holder choices', () => {
  it('a missing gender is required, an unknown one is invalid', () => {
    expect(fieldMessages(cardHolderSchema.safeParse({ ...holder, gender: '' }).error!).gender).toBe(
      MESSAGE_KEYS.required,
    );
    expect(fieldMessages(cardHolderSchema.safeParse({ ...holder, gender: 'SIR' }).error!).gender).toBe(
      MESSAGE_KEYS.invalidValue,
    );
  });
});

describe('postcode rule on the first submission', () => {
  it('is reported together with another field’s error', () => {
    const result = cardHolderSchema.safeParse({ ...holder, zipcode: '299', mobile: '' });
    expect(fieldMessages(result.error!)).toMatchObject({
      zipcode: CARD_KEYS.zipcodeInvalid,
      mobile: MESSAGE_KEYS.required,
    });
  });
});
