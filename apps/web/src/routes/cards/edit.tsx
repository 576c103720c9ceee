/**
 * /cards/edit/{passengerId}: the card's information, or, with `?flow=associate&step=N`, the
 * 3-step form that follows an association (docs/decisions/020-web-cards.md).
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { AssociationFlow } from '../../features/cards/components/association-flow.tsx';
import { ASSOCIATE_FLOW, parseStep } from '../../features/cards/components/association-steps.ts';
import { CardEditor } from '../../features/cards/components/card-editor.tsx';
import { CardLoader } from '../../features/cards/components/card-loader.tsx';
import type { Route } from './+types/edit';

const isAssociation = (search: string) => new URLSearchParams(search).get('flow') === ASSOCIATE_FLOW;

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) =>
    isAssociation(location.search) ? t('cards.flow.title') : t('cards.edit.title'),
  );

export default function CardEditPage() {
  const { t } = useTranslation();
  const { passengerId } = useParams();
  const [params] = useSearchParams();
  const associating = params.get('flow') === ASSOCIATE_FLOW;
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{associating ? t('cards.flow.title') : t('cards.edit.title')}</h1>
      <CardLoader cardId={passengerId}>
        {(card) =>
          associating ? (
            <AssociationFlow card={card} step={parseStep(params.get('step'))} />
          ) : (
            <CardEditor card={card} />
          )
        }
      </CardLoader>
    </div>
  );
}
