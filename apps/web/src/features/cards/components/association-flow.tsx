/**
 * The 3-step form that follows an association (spec §2): contact, photo, alerts. The step lives in
 * the address (`?flow=associate&step=N`), each step is saved to the api when the user goes on,
 * and every step stays mounted, so that going back finds what was entered.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { holderName, type Card } from '../api/card.ts';
import { AlertsStep } from './alerts-step.tsx';
import { ASSOCIATE_FLOW, ASSOCIATION_STEPS } from './association-steps.ts';
import { ContactStep } from './contact-step.tsx';
import { PhotoStep } from './photo-step.tsx';
import type { CardsNotice } from './use-card-announcements.ts';

export function AssociationFlow({ card, step }: { card: Card; step: number }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const paths = usePaths();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const goTo = (next: number) =>
    setParams({ flow: ASSOCIATE_FLOW, step: String(next) }, { preventScrollReset: false });
  const finish = () => {
    const notice: CardsNotice = { associated: card.number };
    void navigate(paths.cards({ card: card.id }), { state: notice });
  };
  const total = ASSOCIATION_STEPS.length;

  return (
    <>
      <p className="lead">{t('cards.flow.intro', { number: card.number, name: holderName(card) })}</p>
      <ol className="steps" aria-label={t('cards.flow.progress')}>
        {ASSOCIATION_STEPS.map((name, index) => (
          <li
            key={name}
            className="steps__step"
            aria-current={index + 1 === step ? 'step' : undefined}
            data-done={index + 1 < step || undefined}
          >
            {t(`cards.flow.steps.${name}`)}
            {index + 1 < step ? <span className="visually-hidden"> {t('cards.flow.done')}</span> : null}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="steps__title">
        {t('cards.flow.step', { step, total, name: t(`cards.flow.steps.${ASSOCIATION_STEPS[step - 1]!}`) })}
      </h2>
      <div hidden={step !== 1}>
        <ContactStep card={card} onDone={() => goTo(2)} />
      </div>
      <div hidden={step !== 2}>
        <PhotoStep card={card} onBack={() => goTo(1)} onDone={() => goTo(3)} />
      </div>
      <div hidden={step !== 3}>
        <AlertsStep card={card} onBack={() => goTo(2)} onDone={finish} />
      </div>
    </>
  );
}
