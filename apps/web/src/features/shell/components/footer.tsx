/**
 * The footer (spec §2): service and mobility centre, the support line with its cost, opening
 * hours, useful links with the language selector, social networks, partner logos, app version.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { ExternalLink } from '../../../ui/external-link.tsx';
import {
  AgencyLogo,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  LogoMark,
  PhoneNumberImage,
} from '../../../ui/icons.tsx';
import { LanguageLink } from './language-link.tsx';
import { OpeningHours } from './opening-hours.tsx';

export const SUPPORT_PHONE = { display: '01 99 00 00 00', tel: '+33199000000' };
export const SERVICE_SITE = 'https://www.oceane-mobilites.example.org';
export const AGENCY_SITE = 'https://www.atelier-port-marin.example.org';

const SOCIAL = [
  { key: 'facebook', href: 'https://facebook.example.org/oceane-mobilites', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://instagram.example.org/oceane-mobilites', Icon: InstagramIcon },
  { key: 'linkedin', href: 'https://linkedin.example.org/company/oceane-mobilites', Icon: LinkedInIcon },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const paths = usePaths();
  // The version of the portal build this page runs, which is what a support agent asks for.
  const version = __APP_VERSION__;

  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__block" aria-labelledby="footer-service">
          <h2 id="footer-service" className="footer__title">
            {t('common.serviceName')}
          </h2>
          <p className="footer__centre">{t('footer.centre')}</p>
          <p className="footer__phone">
            <a href={`tel:${SUPPORT_PHONE.tel}`} className="footer__phone-link">
              <PhoneNumberImage number={SUPPORT_PHONE.display} />
            </a>
            <span className="footer__cost">{t('footer.phoneCost')}</span>
          </p>
          <OpeningHours />
        </section>
        <section className="footer__block" aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            {t('footer.usefulLinks')}
          </h2>
          <ul className="footer__list">
            <li>
              <ExternalLink href={`${SERVICE_SITE}/faq`} hint="visible">
                {t('footer.faq')}
              </ExternalLink>
            </li>
            <li>
              <Link to={paths.accessibility()}>{t('footer.accessibility')}</Link>
            </li>
            <li>
              {t('footer.language')} <LanguageLink />
            </li>
          </ul>
          <h3 className="footer__subtitle">{t('footer.social')}</h3>
          <ul className="footer__social">
            {SOCIAL.map(({ key, href, Icon }) => (
              <li key={key}>
                <ExternalLink href={href} className="footer__social-link">
                  <Icon />
                  <span className="visually-hidden">{t(`footer.${key}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer__block" aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="footer__title">
            {t('footer.partners')}
          </h2>
          <ul className="footer__partners">
            <li>
              <ExternalLink href={SERVICE_SITE} className="footer__partner">
                <LogoMark className="partner-logo" />
                <span className="visually-hidden">{t('footer.serviceSite')}</span>
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={AGENCY_SITE} className="footer__partner">
                <AgencyLogo />
                <span className="visually-hidden">{t('footer.agencySite')}</span>
              </ExternalLink>
            </li>
          </ul>
          <p className="footer__version">{t('footer.version', { version })}</p>
        </section>
      </div>
    </footer>
  );
}
