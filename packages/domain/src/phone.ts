/**
 * The two phone rules (spec §5, docs/decisions/063-phone-rules-and-association-answers.md): "a
 * phone", the account's (sign-up, contact info), and "a mobile", the card holder's and the SMS
 * alerts'. A French number is written as the French write it (10 digits from 0, or +33); a foreign
 * one in international format (+32…, +44…), checked against libphonenumber-js's min metadata.
 */
// One function of the min metadata's entry (decision 063): its parser finds the country of a
// calling code shared by several (+44: GB, GG, IM, JE), which `new PhoneNumber(e164)` of the core,
// 3 KiB (brotli) lighter, does not, and so refuses a British mobile.
import { isValidPhoneNumber } from 'libphonenumber-js/min';

/** Spaces, dots and hyphens people type between digit pairs are accepted and removed. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

const FRENCH_NUMBER = /^0[1-9]\d{8}$/;
/** 06 and 07 in metropolitan France and overseas (0690…, 0692…, 0694…, 0696…). */
const FRENCH_MOBILE = /^0[67]\d{8}$/;
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

/**
 * A number as it is stored: the French in their national form ('+33 6 12 34 56 78' →
 * '0612345678'), the foreign in E.164 ('0032 470 12 34 56' → '+32470123456'), anything else
 * only without its separators.
 */
export function canonicalPhone(value: string): string {
  const compact = normalizePhone(value.trim()).replace(/^00(?=[1-9])/, '+');
  return /^\+33[1-9]\d{8}$/.test(compact) ? `0${compact.slice(3)}` : compact;
}

function isForeignNumber(canonical: string): boolean {
  return INTERNATIONAL.test(canonical) && !canonical.startsWith('+33') && isValidPhoneNumber(canonical);
}

/** "A phone": a French number, landline or mobile, or a foreign number in international format. */
export function isPhone(value: string): boolean {
  const canonical = canonicalPhone(value);
  return FRENCH_NUMBER.test(canonical) || isForeignNumber(canonical);
}

/**
 * "A mobile": a French mobile (06, 07), or a foreign number in international format. The min
 * metadata cannot tell a foreign mobile from a landline (decision 063): the field says a mobile
 * is expected, and the SMS gateway is the judge abroad.
 */
export function isMobile(value: string): boolean {
  const canonical = canonicalPhone(value);
  return FRENCH_MOBILE.test(canonical) || isForeignNumber(canonical);
}

/**
 * A French number as it is printed and read: digit pairs joined by non-breaking spaces, so that it
 * never breaks across lines ('06 12 34 56 78'); a value of another shape is shown as it was given.
 */
export function formatPhone(value: string): string {
  const digits = normalizePhone(value);
  return /^0\d{9}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1\u00a0') : value;
}
