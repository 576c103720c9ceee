/** /cards/duplicate/{passengerId}: a duplicate request, added to the cart. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { CardLoader } from '../../features/cards/components/card-loader.tsx';
import { DuplicateRequestForm } from '../../features/cards/components/duplicate-request.tsx';
import type { Route } from './+types/duplicate';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => t('cards.duplicateRequest.title'));

export default function CardDuplicatePage() {
  const { t } = useTranslation();
  const { passengerId } = useParams();
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('cards.duplicateRequest.title')}</h1>
      <CardLoader cardId={passengerId}>{(card) => <DuplicateRequestForm card={card} />}</CardLoader>
    </div>
  );
}
