/**
 * The form a text is compared in by the customer search (decision 073): accents, case and
 * ligatures dropped, spaces squeezed ("Hélène  MÜLLER" → "helene muller").
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
