/**
 * A proof's rules in words, shown before the passenger chooses a file (the formats and the largest
 * size the catalogue gives). The same rules are checked on the chosen file by packages/domain's
 * `documentFileRefusal`.
 */
import type { Locale } from '@oceane/domain';
import { INTL_LOCALE } from '../../../i18n/locale.ts';

const FORMAT_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** "PDF, JPEG, PNG" for the accepted MIME types. */
export function formatsText(acceptedTypes: readonly string[]): string {
  return acceptedTypes.map((type) => FORMAT_NAMES[type] ?? type).join(', ');
}

/** A size as people read it: "5 Mo" in French, "5 MB" in English; kilobytes under a megabyte. */
export function sizeText(bytes: number, locale: Locale): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
