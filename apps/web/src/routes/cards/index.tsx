/** /cards: My cards (login required). */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CardsOverview } from '../../features/cards/components/cards-overview.tsx';
import type { Route } from './+types/index';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('cards.title'));

export default function CardsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('cards.title')}</h1>
      <CardsOverview />
    </div>
  );
}
