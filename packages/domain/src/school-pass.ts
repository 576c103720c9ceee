/**
 * School passes (issue 11, decision 050): the sticker (vignette) a school pass's holder gets, its
 * printable code, and what Vignette/decode tells of it, no more than a check needs.
 */
import { z } from 'zod';

/** Crockford's base 32: no I, L, O or U, so that a printed code reads back without doubt. */
export const STICKER_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A code is this many random characters (60 bits): short enough to type, hopeless to guess. */
export const STICKER_CODE_LENGTH = 12;

/**
 * A code as someone types it: upper case, without spaces or dashes, the letters a reader confuses
 * with digits read as them (O as 0, I and L as 1). Null when it holds another character.
 */
export function normaliseStickerCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]+$/.test(code) ? code : null;
}

/** A code grouped by four for print: "1F7Q-X3M9-TPA2". */
export function groupStickerCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const STICKER_VALIDITIES = ['VALID', 'EXPIRED', 'UNKNOWN'] as const;
export type StickerValidity = (typeof STICKER_VALIDITIES)[number];

/**
 * Vignette/decode's answer: whether the pass is valid today, and for a known code the product,
 * the period and the holder's initials only (data minimisation: enough to match the pupil).
 */
export const vignetteDecodeSchema = z.object({
  validity: z.enum(STICKER_VALIDITIES),
  product: z.string().optional(),
  validFrom: z.string().optional().describe('YYYY-MM-DD'),
  validTo: z.string().optional().describe('YYYY-MM-DD'),
  holderInitials: z.string().optional().describe('e.g. "C. M."'),
});
export type VignetteDecode = z.infer<typeof vignetteDecodeSchema>;
export const vignetteDecodeResponse = z.object({ vignette: vignetteDecodeSchema });
