/** /pairing (spec §2 "Device pairing"): pair a device by the code it shows, see and unpair the paired ones. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../app/meta.ts';
import { PairingPage } from '../features/pairing/components/pairing-page.tsx';
import type { Route } from './+types/pairing';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('pairing.title'));

export default function PairingRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('pairing.title')}</h1>
      <PairingPage />
    </div>
  );
}
