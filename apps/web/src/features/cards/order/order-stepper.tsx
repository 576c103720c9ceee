/**
 * Where the passenger is in the six steps (DESIGN.md: "Étape 2 sur 6"): the list of steps, the
 * current one marked `aria-current="step"`, the ones already reachable as links back (going back
 * keeps what was entered, the tunnel holds it).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { ORDER_STEPS } from './order-steps.ts';

export function OrderStepper({ step, reachable }: { step: number; reachable: number }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <ol className="steps" aria-label={t('cardOrder.progress')}>
      {ORDER_STEPS.map((name, index) => {
        const number = index + 1;
        const label = t(`cardOrder.steps.${name}`);
        const done = number < reachable && number !== step;
        const link = number !== step && number <= reachable ? paths.cardsOrderStep?.(number) : undefined;
        return (
          <li
            key={name}
            className="steps__step"
            aria-current={number === step ? 'step' : undefined}
            data-done={done || undefined}
          >
            {link ? <Link to={link}>{label}</Link> : label}
            {done ? <span className="visually-hidden"> {t('cardOrder.done')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
