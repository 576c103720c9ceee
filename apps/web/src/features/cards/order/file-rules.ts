/**
 * A proof's rules in words, shown before the passenger chooses a file (the formats and the largest
 * size the catalogue gives), and the same rules checked on the file chosen: a wrong type or a file
 * too large is said at once, without sending it (the server checks again, by the file's bytes).
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

/** The refusal code a file earns before it is sent, or null when it may go. */
export function fileRefusal(
  file: { type: string; size: number },
  rules: { acceptedTypes: readonly string[]; maxBytes: number },
): 'DOCUMENT_NOT_ACCEPTED' | 'DOCUMENT_TOO_LARGE' | null {
  if (!rules.acceptedTypes.includes(file.type)) return 'DOCUMENT_NOT_ACCEPTED';
  if (file.size > rules.maxBytes) return 'DOCUMENT_TOO_LARGE';
  return null;
}
