/**
 * Countries of postal addresses (spec §3: the tunnel's personal address, the card holder, the
 * shipping address), stored and sent as ISO 3166-1 alpha-2 codes, France by default. Names are
 * not data: each screen names a code in the reader's language with Intl.DisplayNames.
 * The list is the officially assigned codes as published by the `iso-3166` package
 * (docs/decisions/024-country-codes.md): Intl can name a code but cannot list them.
 */
import { iso31661 } from 'iso-3166/1.js';
import { z } from 'zod';
import { MESSAGE_KEYS } from './validation.js';

/** Spec §3: "country defaults to France". */
export const FRANCE = 'FR';

/** The 249 officially assigned alpha-2 codes, upper case, in the standard's order. */
export const COUNTRY_CODES: readonly string[] = iso31661.map((entry) => entry.alpha2);

const ASSIGNED = new Set(COUNTRY_CODES);

/**
 * One spelling on the wire: the standard's upper-case code. 'fr' is refused rather than
 * corrected, so that a client's mistake shows at once instead of being stored in two forms;
 * reserved codes (UK, EU) and names are refused too.
 */
export function isCountryCode(value: string): boolean {
  return ASSIGNED.has(value);
}

export const countrySchema = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .refine(isCountryCode, { error: MESSAGE_KEYS.invalidValue });
