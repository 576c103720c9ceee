/** /cards: My cards (login required). The list is asked for as the page's code loads. */
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../app/meta.ts';
import { CardsOverview } from '../../features/cards/components/cards-overview.tsx';
import { TermsLink } from '../../features/legal/components/terms-link.tsx';
import { prefetchAccountCards } from '../../lib/account-cards-request.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import type { Route } from './+types/index';

export function clientLoader() {
  prefetchAccountCards(getQueryClient());
  return null;
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, (t) => t('cards.title'));

export default function CardsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 id="page-title">{t('cards.title')}</h1>
      <CardsOverview
        termsLink={<TermsLink kind="termsOfUse">{t('cards.association.termsLink')}</TermsLink>}
      />
    </div>
  );
}
