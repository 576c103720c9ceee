/**
 * The enrolment of a staff member's authenticator app (decision 070), step 1 of 2: the QR code to
 * scan, the same key written out for typing it by hand, then the app's first code. Step 2 is the
 * recovery codes (recovery-codes.tsx).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useConfirmSecondFactor } from '../api/confirm-second-factor.ts';
import { useEnrolSecondFactor } from '../api/enrol-second-factor.ts';
import { appCodeForm } from '../forms/code-forms.ts';

/** The key in groups of four, as the apps show it and as it is easiest to copy. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function Enrolment({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('staff');
  const enrol = useEnrolSecondFactor();
  const confirm = useConfirmSecondFactor();
  const kit = useFormKit({ schema: appCodeForm, defaultValues: { code: '' }, idPrefix: 'enrolment' });
  const enrolment = enrol.data;
  return (
    <div className="page page--narrow">
      <p className="step-indicator">{t('secondFactor.step', { step: 1, count: 2 })}</p>
      <h1 id="page-title">{t('secondFactor.enrolTitle')}</h1>
      <p className="lead">{t('secondFactor.enrolIntro')}</p>
      {enrol.isError ? <LoadFailed error={enrol.error} onRetry={() => enrol.mutate()} /> : null}
      {!enrolment ? (
        <div className="actions">
          <Button onPress={() => enrol.mutate()} isPending={enrol.isPending}>
            {t('secondFactor.showQr')}
          </Button>
        </div>
      ) : (
        <>
          <img
            className="qr-code"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('secondFactor.qrAlt')}
            width={200}
            height={200}
          />
          <p>
            {t('secondFactor.manualKey')} <code lang="en">{grouped(enrolment.secret)}</code>
          </p>
          <Form
            kit={kit}
            onSubmit={async ({ code }) => onConfirmed((await confirm.mutateAsync(code)).recoveryCodes)}
            aria-labelledby="enrolment-code-title"
          >
            <h2 id="enrolment-code-title">{t('secondFactor.confirmTitle')}</h2>
            <FormErrorSummary />
            <FormTextField
              {...kit.field('code')}
              label={t('secondFactor.appCodeLabel')}
              description={t('secondFactor.appCodeHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              isRequired
            />
            <div className="actions">
              <SubmitButton>{t('secondFactor.confirmSubmit')}</SubmitButton>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
