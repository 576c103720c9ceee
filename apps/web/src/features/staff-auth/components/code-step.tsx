/** The code step of each staff session (decision 070): six digits of the app, or a recovery code. */
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useVerifySecondFactor } from '../api/verify-second-factor.ts';
import { anyCodeForm } from '../forms/code-forms.ts';

export function CodeStep() {
  const { t } = useTranslation('staff');
  const verify = useVerifySecondFactor();
  const kit = useFormKit({ schema: anyCodeForm, defaultValues: { code: '' }, idPrefix: 'second-factor' });
  return (
    <div className="page page--narrow">
      <h1 id="page-title">{t('secondFactor.codeTitle')}</h1>
      <p className="lead">{t('secondFactor.codeIntro')}</p>
      <Form
        kit={kit}
        onSubmit={async ({ code }) => void (await verify.mutateAsync(code))}
        aria-labelledby="page-title"
      >
        <FormErrorSummary />
        <FormTextField
          {...kit.field('code')}
          label={t('secondFactor.codeLabel')}
          description={t('secondFactor.codeHint')}
          autoComplete="one-time-code"
          isRequired
        />
        <div className="actions">
          <SubmitButton>{t('secondFactor.codeSubmit')}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
