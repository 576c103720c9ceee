/**
 * The language selector (spec §2): a link to the same page in the other locale, query and hash
 * kept, named in its own language. Following it remembers the choice in the `locale` cookie.
 */
import type { Locale } from '@oceane/domain';
import { Link, useLocation } from 'react-router';
import { pageInLocale, rememberLocale, useLocale } from '../../../i18n/locale.ts';

const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  fr: { locale: 'en', name: 'English' },
  en: { locale: 'fr', name: 'Français' },
};

export function LanguageLink() {
  const location = useLocation();
  const other = OTHER[useLocale()];
  return (
    <Link
      to={pageInLocale(location, other.locale)}
      lang={other.locale}
      hrefLang={other.locale}
      onClick={() => rememberLocale(other.locale)}
    >
      {other.name}
    </Link>
  );
}
