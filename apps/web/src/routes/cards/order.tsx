/**
 * /cards/order/step1 … step6 (spec §2): the new-card request's six steps. A path without a step
 * (or with another segment) goes to step 1; the flow itself sends a step opened too early to the
 * first incomplete one. The title names the step, so that a screen reader hears where it is.
 */
import { splitLocale } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { pageMeta } from '../../app/meta.ts';
import { OrderFlow } from '../../features/cards/order/order-flow.tsx';
import { TermsLink } from '../../features/legal/components/terms-link.tsx';
import { ORDER_STEP_COUNT, ORDER_STEPS, stepOfSegment } from '../../features/cards/order/order-steps.ts';
import { usePaths } from '../../lib/paths.ts';
import type { Route } from './+types/order';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(location.pathname, (t) => {
    const segment = splitLocale(location.pathname).path.split('/').filter(Boolean)[2];
    const step = stepOfSegment(segment);
    const title = t('cardOrder.title');
    if (!step) return title;
    const name = t(`cardOrder.steps.${ORDER_STEPS[step - 1]!}`);
    return `${t('cardOrder.step', { step, total: ORDER_STEP_COUNT, name })} – ${title}`;
  });

export default function CardOrderPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const step = stepOfSegment(useParams()['*']);
  if (!step) return <Navigate replace to={paths.cardsOrderStep!(1)} />;
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('cardOrder.title')}</h1>
      <p className="lead">{t('cardOrder.intro')}</p>
      <OrderFlow step={step} privacyLink={<TermsLink kind="privacyPolicy" />} />
    </div>
  );
}
