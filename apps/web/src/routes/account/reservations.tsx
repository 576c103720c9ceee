/** /account/reservations (spec §2): a card and its pin open its bike reservations. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { BikePinChange } from '../../features/reservations/components/bike-pin-form.tsx';
import { BikeReservations } from '../../features/reservations/components/bike-reservations.tsx';
import type { Route } from './+types/reservations';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('reservations.title'));

export default function ReservationsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('reservations.title')}</h1>
      <BikeReservations />
      <BikePinChange />
    </div>
  );
}
