/**
 * French typography: a non-breaking space before the high punctuation marks (: ; ! ?) and inside
 * guillemets, so that a sign never starts a line on its own.
 */
const NBSP = '\u00a0';

export function frenchTypography(text: string): string {
  return text
    .replace(/ ([:;!?»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ €/g, `${NBSP}€`);
}

/** Applies a text transform to every string of a nested resource object, keeping its shape. */
export function mapTexts<T>(value: T, transform: (text: string) => string): T {
  if (typeof value === 'string') return transform(value) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapTexts(item, transform)]),
    ) as T;
  }
  return value;
}
