/** Public home (spec §2): choose bus and boats, the self-service bike, or car sharing. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageMeta } from '../app/meta.ts';
import { usePaths } from '../lib/paths.ts';
import { useUser } from '../lib/session.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { BikeIcon, BoatIcon, BusIcon, CarIcon } from '../ui/icons.tsx';
import type { Route } from './+types/home';

export const BIKE_SITE = 'https://velo.oceane-mobilites.example.org';
export const CAR_SHARING_SITE = 'https://autopartage.oceane-mobilites.example.org';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('home.title'));

function ModeCard({
  icons,
  title,
  text,
  children,
}: {
  icons: ReactNode;
  title: ReactNode;
  text: string;
  children?: ReactNode;
}) {
  return (
    <li className="mode-card">
      <span className="mode-card__icons">{icons}</span>
      <h2 className="mode-card__title">{title}</h2>
      <p className="mode-card__text">{text}</p>
      {children}
    </li>
  );
}

export default function Home() {
  const { t } = useTranslation();
  const user = useUser();
  const paths = usePaths();
  return (
    <div className="page">
      <h1 id="page-title">{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>
      <ul className="mode-grid">
        <ModeCard
          icons={
            <>
              <BusIcon />
              <BoatIcon />
            </>
          }
          title={
            <Link to={user ? paths.cards() : paths.login()} className="mode-card__link">
              {t('home.busTitle')}
            </Link>
          }
          text={t('home.busText')}
        >
          {user ? null : (
            <p className="mode-card__more">
              <Link to={paths.signup()}>{t('home.busSignup')}</Link>
            </p>
          )}
        </ModeCard>
        <ModeCard
          icons={<BikeIcon />}
          title={
            <ExternalLink href={BIKE_SITE} className="mode-card__link">
              {t('home.bikeTitle')}
            </ExternalLink>
          }
          text={t('home.bikeText')}
        />
        <ModeCard
          icons={<CarIcon />}
          title={
            <ExternalLink href={CAR_SHARING_SITE} className="mode-card__link">
              {t('home.carTitle')}
            </ExternalLink>
          }
          text={t('home.carText')}
        />
      </ul>
    </div>
  );
}
