/**
 * Where the cards an order made are (decision 074): their steps in order, for home delivery
 * (numbered, printed, shipped) or pickup (numbered, printed, ready at the agency, handed over),
 * each said done, current or to come in words (never by colour alone), with the carrier's
 * tracking reference once shipped.
 */
import type { OrderCardProduction, ProductionStep } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';

const PATHS: Record<OrderCardProduction['delivery'], ProductionStep[]> = {
  SHIPPING: ['NUMBERED', 'PRINTED', 'SHIPPED'],
  PICKUP: ['NUMBERED', 'PRINTED', 'READY_FOR_PICKUP', 'HANDED_OVER'],
};

export function CardProduction({ cards }: { cards: OrderCardProduction[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <h3>{t('orders.cardSteps.title')}</h3>
      {cards.map((card) => {
        const path = PATHS[card.delivery];
        const reached = path.indexOf(card.step);
        return (
          <div key={card.mediaId} className="card-production">
            <ol className="card-production__steps">
              {path.map((step, index) => {
                const state = index < reached ? 'done' : index === reached ? 'current' : 'next';
                return (
                  <li
                    key={step}
                    className={`card-production__step card-production__step--${state}`}
                    aria-current={state === 'current' ? 'step' : undefined}
                  >
                    {t(`orders.cardSteps.steps.${step}`)}
                    {state === 'current' && card.stepAt ? ` (${formatDate(card.stepAt, locale)})` : ''}
                    <span className="visually-hidden"> – {t(`orders.cardSteps.states.${state}`)}</span>
                  </li>
                );
              })}
            </ol>
            {card.trackingReference ? (
              <p>{t('orders.cardSteps.trackingReference', { reference: card.trackingReference })}</p>
            ) : null}
            {card.step === 'READY_FOR_PICKUP' ? <p>{t('orders.cardSteps.pickupHint')}</p> : null}
          </div>
        );
      })}
    </>
  );
}
