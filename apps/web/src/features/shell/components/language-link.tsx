/**
 * The language selector (spec §2): a link to the same page in the other locale, query and hash
 * kept, named in its own language. Following it remembers the choice in the `locale` cookie, and
 * loads the other locale's texts before the page changes (only the page's locale is shipped,
 * docs/decisions/036-web-first-paint.md).
 */
import type { Locale } from '@oceane/domain';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loadLocale } from '../../../i18n/i18n.ts';
import { pageInLocale, rememberLocale, useLocale } from '../../../i18n/locale.ts';

const OTHER: Record<Locale, { locale: Locale; name: string }> = {
  fr: { locale: 'en', name: 'English' },
  en: { locale: 'fr', name: 'Français' },
};

export function LanguageLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const other = OTHER[useLocale()];
  const target = pageInLocale(location, other.locale);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(other.locale);
    // A new tab or window loads its own locale; this one waits for the texts, then navigates.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void loadLocale(other.locale).then(() => navigate(target));
  };
  return (
    <Link to={target} lang={other.locale} hrefLang={other.locale} onClick={follow}>
      {other.name}
    </Link>
  );
}
