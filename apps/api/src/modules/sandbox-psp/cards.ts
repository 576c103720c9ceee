/**
 * The sandbox's test cards (decision 026) and the checks a card form makes before any bank is
 * asked: Luhn, an expiry (MM/YY) not past, a 3-digit CVC. Pure functions, no database.
 */

/**
 * What a test card does. `SUCCEEDS`: every payment and charge passes; `DECLINED`: refused;
 * `EXPIRED`: refused as an expired card whatever expiry is typed; `CHALLENGE`: 3-D Secure asks a
 * code (123456) first, then passes; `LATER_DECLINED`: the first payment passes, later charges of
 * the saved card are declined.
 */
export type CardBehaviour = 'SUCCEEDS' | 'DECLINED' | 'EXPIRED' | 'CHALLENGE' | 'LATER_DECLINED';

export type TestCard = { number: string; behaviour: CardBehaviour };

/** In the order the hosted page lists them. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'SUCCEEDS' },
  { number: '4000000000000002', behaviour: 'DECLINED' },
  { number: '4000000000000069', behaviour: 'EXPIRED' },
  { number: '4000000000003220', behaviour: 'CHALLENGE' },
  { number: '4000000000000341', behaviour: 'LATER_DECLINED' },
];

/** The code the 3-D Secure challenge accepts (shown on the challenge page as the sandbox hint). */
export const CHALLENGE_CODE = '123456';
export const CHALLENGE_TRIES = 3;

export const CARDHOLDER_MAX_LENGTH = 100;

/** "4242 4242 4242 4242" as a reader sees it. */
export function groupedNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, spaces and dashes as typed removed; null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function testCardOf(digits: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The brand by its first digits (the test cards are all Visa). */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}

export type Expiry = { month: number; year: number };

/** "MM/YY" (also "MM / YY", "MMYY", "MM/YYYY"); null when it is not a month and a year. */
export function parseExpiry(typed: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The last day a card is valid: the last day of its expiry month, YYYY-MM-DD. */
export function validThrough(expiry: Expiry): string {
  const lastDay = new Date(Date.UTC(expiry.year, expiry.month, 0)).getUTCDate();
  return `${String(expiry.year).padStart(4, '0')}-${String(expiry.month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(expiry: Expiry, today: string): boolean {
  return validThrough(expiry) < today;
}

export function isCvc(typed: string): boolean {
  return /^\d{3}$/.test(typed.trim());
}
