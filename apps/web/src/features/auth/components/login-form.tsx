/**
 * The login form. Its two api failures (unknown email, wrong password) are said once, at the top,
 * linked to the field concerned; the values typed stay in place.
 */
import { ERROR_CODES, signInRequestSchema } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useLogin } from '../api/use-login.ts';
import { useLoginOutcome } from './use-login-outcome.tsx';

const SERVER_ERRORS = {
  codeLinkedTo: { [ERROR_CODES.EMAIL_NOT_FOUND]: 'email', [ERROR_CODES.INVALID_PASSWORD]: 'password' },
} as const;

export function LoginForm() {
  const { t } = useTranslation();
  const paths = usePaths();
  const login = useLogin();
  const kit = useFormKit({
    schema: signInRequestSchema,
    defaultValues: { email: '', password: '' },
    idPrefix: 'login',
    serverErrors: SERVER_ERRORS,
  });

  const outcome = useLoginOutcome(kit.showError);

  return (
    <Form
      kit={kit}
      aria-labelledby="page-title"
      onSubmit={async (credentials) => outcome.follow(await login.mutateAsync(credentials))}
    >
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        {...kit.field('email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
      />
      <FormTextField
        {...kit.field('password')}
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <p className="form__aside">
        <Link to={paths.reset()}>{t('auth.login.forgot')}</Link>
      </p>
      <SubmitButton>{t('auth.login.submit')}</SubmitButton>
      {outcome.dialog}
    </Form>
  );
}
