/**
 * The form a text is compared in by the back office's customer search (decision 073): accents,
 * case and ligatures dropped, spaces squeezed ("Hélène  MÜLLER" → "helene muller"). The api keeps
 * each profile's names in this form (`accounts.search_name`) and compares the typed text with it.
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

/** A profile's names as the search reads them: both orders, so "morel claire" and "claire morel" match. */
export function nameSearchKey(names: { name: string; firstname: string }): string {
  return `${searchKey(`${names.firstname} ${names.name}`)} / ${searchKey(`${names.name} ${names.firstname}`)}`;
}
