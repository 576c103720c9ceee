/** /accessibility: the RGAA accessibility statement (partial conformance, contact, recourse). */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import type { Route } from './+types/accessibility';

export const ACCESSIBILITY_EMAIL = 'accessibilite@oceane-mobilites.example.org';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('statement.title'));

export default function AccessibilityPage() {
  const { t } = useTranslation();
  const sections = [
    ['conformityTitle', 'conformity'],
    ['testsTitle', 'tests'],
    ['gapsTitle', 'gaps'],
    ['dateTitle', 'date'],
  ] as const;
  return (
    <div className="page page--prose">
      <h1 id="page-title">{t('statement.title')}</h1>
      <p>{t('statement.intro')}</p>
      {sections.map(([title, text]) => (
        <section key={title} aria-labelledby={`statement-${title}`}>
          <h2 id={`statement-${title}`}>{t(`statement.${title}`)}</h2>
          <p>{t(`statement.${text}`)}</p>
        </section>
      ))}
      <section aria-labelledby="statement-contact">
        <h2 id="statement-contact">{t('statement.contactTitle')}</h2>
        <p>{t('statement.contact')}</p>
        <ul>
          <li>
            {t('statement.byEmail')} <a href={`mailto:${ACCESSIBILITY_EMAIL}`}>{ACCESSIBILITY_EMAIL}</a>
          </li>
          <li>
            {t('statement.byPhone')} <a href="tel:+33199000000">01 99 00 00 00</a>
          </li>
          <li>
            {t('statement.byPost')} {t('statement.address')}
          </li>
        </ul>
      </section>
      <section aria-labelledby="statement-recourse">
        <h2 id="statement-recourse">{t('statement.recourseTitle')}</h2>
        <p>{t('statement.recourse')}</p>
        <ul>
          <li>
            <ExternalLink href="https://formulaire.defenseurdesdroits.fr/" hint="visible">
              {t('statement.recourseForm')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href="https://www.defenseurdesdroits.fr/carte-des-delegues" hint="visible">
              {t('statement.recourseDelegate')}
            </ExternalLink>
          </li>
          <li>{t('statement.recoursePost')}</li>
        </ul>
      </section>
    </div>
  );
}
