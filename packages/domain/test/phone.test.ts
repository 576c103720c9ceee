import { describe, expect, it } from 'vitest';
import { alertPreferencesSchema } from '../src/card-alerts.js';
import { CARD_KEYS } from '../src/card-holder.js';
import { fieldMessages, MESSAGE_KEYS, mobileSchema, phoneSchema } from '../src/validation.js';

const messageOf = (result: ReturnType<typeof phoneSchema.safeParse>) =>
  result.success ? undefined : fieldMessages(result.error)._;

describe('"a phone": the account’s number, at sign-up and in the contact info (decision 063)', () => {
  it.each([
    ['a French landline', '01 99 00 12 34', '0199001234'],
    ['a French mobile', '06 12 34 56 78', '0612345678'],
    ['a French box number', '09.72.00.11.22', '0972001122'],
    ['a French number written +33', '+33 1 99 00 12 34', '0199001234'],
    ['a Belgian mobile in international format', '+32 470 12 34 56', '+32470123456'],
    ['a British landline in international format', '+44 20 7946 0000', '+442079460000'],
    ['a Swiss number written with 00', '0041 21 555 12 34', '+41215551234'],
  ])('accepts %s and stores it in one form', (_name, typed, stored) => {
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['too short', '0612345'],
    ['without its 0', '612345678'],
    ['not from 0', '1612345678'],
    ['from 00 with too few digits', '0012345678'],
    ['a foreign number without its +', '32470123456'],
    ['a foreign number too short', '+32 47'],
    ['a country code that does not exist', '+999 123 456 789'],
  ])('refuses a number %s', (_name, typed) => {
    expect(messageOf(phoneSchema.safeParse(typed))).toBe(MESSAGE_KEYS.phoneInvalid);
  });

  it('asks for it when it is empty', () => {
    expect(messageOf(phoneSchema.safeParse('  '))).toBe(MESSAGE_KEYS.required);
  });
});

describe('"a mobile": the card holder’s and the SMS alerts’ (spec §5, decision 063)', () => {
  it.each([
    ['a French 06', '06 12 34 56 78', '0612345678'],
    ['a French 07', '07-12-34-56-78', '0712345678'],
    ['a French mobile written +33', '+33 7 12 34 56 78', '0712345678'],
    ['an overseas French mobile', '0692 12 34 56', '0692123456'],
    ['a Belgian mobile', '+32 470 12 34 56', '+32470123456'],
    ['a British mobile', '+44 7911 123456', '+447911123456'],
    ['a German mobile written with 00', '0049 151 23456789', '+4915123456789'],
  ])('accepts %s', (_name, typed, stored) => {
    expect(mobileSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['a French landline', '01 99 00 12 34'],
    ['a French box number', '09 72 00 11 22'],
    ['a French landline written +33', '+33 2 98 00 00 00'],
    ['a French mobile too short', '06 12 34 56'],
    ['a foreign mobile without its +', '447911123456'],
    ['a foreign number too short', '+44 79'],
  ])('refuses %s', (_name, typed) => {
    expect(messageOf(mobileSchema.safeParse(typed))).toBe(MESSAGE_KEYS.mobileInvalid);
  });

  it('is the card holder’s mobile rule, with the same message key', () => {
    expect(CARD_KEYS.mobileInvalid).toBe(MESSAGE_KEYS.mobileInvalid);
  });

  it('is the rule of the SMS alerts’ phone', () => {
    const alerts = (phone: string) => alertPreferencesSchema.safeParse({ deliveryMode: 'SMS', phone });
    expect(alerts('+32 470 12 34 56').success).toBe(true);
    const landline = alerts('0199001234');
    expect(landline.success ? undefined : fieldMessages(landline.error).phone).toBe(
      MESSAGE_KEYS.mobileInvalid,
    );
  });
});
