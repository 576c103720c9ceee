/**
 * /account/notifications (spec §2, §3): traffic alerts and communication consents of every card of
 * the account. The page is a list of sections, each one feature's: another kind of notification
 * is one more line here.
 */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CardsNotifications } from '../../features/cards/notifications/cards-notifications.tsx';
import { GeolocationConsent } from '../../features/geolocation/components/geolocation-consent.tsx';
import type { Route } from './+types/notifications';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('notifications.title'));

export default function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('notifications.title')}</h1>
      <CardsNotifications />
      <GeolocationConsent />
    </div>
  );
}
