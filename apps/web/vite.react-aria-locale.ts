/**
 * react-aria works out the browser's default locale when its module is first evaluated, and checks
 * it with `Intl.DateTimeFormat.supportedLocalesOf`, which loads the browser's list of date
 * locales: 14–37 ms of one task on a desktop core, four times that on the phones Lighthouse
 * simulates, on every page with a form (docs/decisions/036, dated note of 2026-11-26). The check
 * only wants to know whether the tag is well formed (it falls back to en-US when the call throws),
 * and `Intl.getCanonicalLocales` throws in exactly the same cases (both start with ECMA-402's
 * CanonicalizeLocaleList) without loading any locale data. The portal passes its own locale to
 * react-aria anyway (I18nProvider), so the default only matters where no provider is.
 *
 * The build fails if react-aria's file no longer holds the call: an upgrade that changed it must
 * be looked at again, not silently left slow or half replaced.
 */
const FILE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.m?js$/;
const SLOW_CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';
const SAME_CHECK = 'Intl.getCanonicalLocales(';

/** react-aria's default-locale module with its locale check made cheap; null for any other file. */
export function cheapLocaleCheck(code: string, id: string): string | null {
  if (!FILE.test(id.split('?')[0]!)) return null;
  const occurrences = code.split(SLOW_CHECK).length - 1;
  if (occurrences !== 1) {
    throw new Error(
      `${id}: expected react-aria's one ${SLOW_CHECK}…) call, found ${occurrences}; see vite.react-aria-locale.ts`,
    );
  }
  return code.replace(SLOW_CHECK, SAME_CHECK);
}

export function reactAriaLocaleCheck() {
  return {
    name: 'oceane-react-aria-locale-check',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      const changed = cheapLocaleCheck(code, id);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
