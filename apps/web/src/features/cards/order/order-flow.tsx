/**
 * The new-card order flow (spec §2: ticket type, contact info, documents, photo, shipping,
 * alerts). The step lives in the address (/cards/order/stepN), what was entered in the tunnel
 * (lib/tunnel-store.ts), so a reload or the browser's back button keeps both. A step is opened only
 * once the earlier ones are complete; otherwise the page goes to the first incomplete one.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Alert } from '../../../ui/messages.tsx';
import { AlertsStep } from './alerts-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { DocumentsStep } from './documents-step.tsx';
import { ORDER_STEP_COUNT, ORDER_STEPS } from './order-steps.ts';
import { OrderStepper } from './order-stepper.tsx';
import { PhotoStep } from './photo-step.tsx';
import { ProductStep } from './product-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import { firstIncompleteStep } from './tunnel-progress.ts';
import { useTunnel } from './use-tunnel.ts';
import { useVerifiedUploads } from './use-verified-uploads.ts';

export type StepProps = { onBack: () => void; onDone: () => void };

/**
 * The privacy policy's link, handed by the route (the legal feature is another feature): shown
 * where the passenger gives personal data, the proofs (step 3) and the consents (step 6).
 */
export type PrivacyLinkProps = { privacyLink?: ReactNode };

export function OrderFlow({ step, privacyLink }: { step: number } & PrivacyLinkProps) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const reachable = useTunnel(firstIncompleteStep);
  const verifying = useVerifiedUploads();
  const heading = useRef<HTMLHeadingElement>(null);
  // Step 6 sends the passenger back to a step whose content the api refused, said there. Kept
  // here rather than in the address's state: the guard may redirect to that step first.
  const [refused, setRefused] = useState<{ step: number; code: string } | null>(null);
  const refusal = refused?.step === step ? refused.code : null;
  const shownStep = useRef(step);
  // Once the request is in the cart the tunnel is reset: the guard must not send the page back.
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const pathOf = (number: number) => paths.cardsOrderStep!(number);
  if (step > reachable && !leaving && !verifying) return <Navigate replace to={pathOf(reachable)} />;

  const goTo = async (number: number, code?: string) => {
    setRefused(code ? { step: number, code } : null);
    await navigate(pathOf(number));
  };
  const back = () => void goTo(step - 1);
  const next = () => void goTo(step + 1);
  const name = t(`cardOrder.steps.${ORDER_STEPS[step - 1]!}`);

  return (
    <>
      <OrderStepper step={step} reachable={reachable} />
      <h2 ref={heading} tabIndex={-1} className="steps__title">
        {t('cardOrder.step', { step, total: ORDER_STEP_COUNT, name })}
      </h2>
      {refusal ? (
        <Alert>
          <p>{errorText(t, { code: refusal })}</p>
        </Alert>
      ) : null}
      {verifying ? <p role="status">{t('cardOrder.checking')}</p> : null}
      {verifying ? null : (
        <CurrentStep
          step={step}
          back={back}
          next={next}
          goTo={goTo}
          onLeave={() => setLeaving(true)}
          privacyLink={privacyLink}
        />
      )}
    </>
  );
}

type CurrentStepProps = {
  step: number;
  back: () => void;
  next: () => void;
  goTo: (step: number, refusal?: string) => Promise<void>;
  onLeave: () => void;
} & PrivacyLinkProps;

function CurrentStep({ step, back, next, goTo, onLeave, privacyLink }: CurrentStepProps) {
  return (
    <>
      {step === 1 ? <ProductStep onBack={back} onDone={next} /> : null}
      {step === 2 ? <ContactStep onBack={back} onDone={next} /> : null}
      {step === 3 ? <DocumentsStep onBack={back} onDone={next} privacyLink={privacyLink} /> : null}
      {step === 4 ? <PhotoStep onBack={back} onDone={next} /> : null}
      {step === 5 ? <ShippingStep onBack={back} onDone={next} /> : null}
      {step === 6 ? (
        <AlertsStep onBack={back} onStep={goTo} onLeave={onLeave} privacyLink={privacyLink} />
      ) : null}
    </>
  );
}
