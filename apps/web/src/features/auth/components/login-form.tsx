/**
 * The login form. Its two api failures (unknown email, wrong password) are said once, at the top,
 * linked to the field concerned; the values typed stay in place.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES, signInRequestSchema, type SignInRequest } from '@oceane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { isApiClientError, type LoginProfile } from '../../../lib/api-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary, type SummaryEntry } from '../../../ui/error-summary.tsx';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { useOpenSession } from '../api/open-session.ts';
import { useLogin } from '../api/use-login.ts';
import { ProfileChoiceDialog } from './profile-choice-dialog.tsx';
import { useFinishLogin } from './use-finish-login.ts';

type LoginValues = { email: string; password: string };

const FIELD_OF_CODE: Record<string, string> = {
  [ERROR_CODES.EMAIL_NOT_FOUND]: 'login-email',
  [ERROR_CODES.INVALID_PASSWORD]: 'login-password',
};

export function LoginForm() {
  const { t } = useTranslation();
  const paths = usePaths();
  const login = useLogin();
  const openSession = useOpenSession();
  const finishLogin = useFinishLogin();
  const [serverError, setServerError] = useState<SummaryEntry | null>(null);
  const [choice, setChoice] = useState<{ profiles: LoginProfile[]; idToken: string } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const form = useForm<LoginValues, unknown, SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });

  const showFailure = (error: unknown) => {
    const code = isApiClientError(error) ? error.code : undefined;
    setServerError({ message: errorText(t, error), fieldId: code ? FIELD_OF_CODE[code] : undefined });
  };

  const onSubmit = form.handleSubmit(
    async (credentials) => {
      setServerError(null);
      try {
        const outcome = await login.mutateAsync(credentials);
        if (outcome.kind === 'profiles') setChoice(outcome);
        else await finishLogin();
      } catch (error) {
        showFailure(error);
      }
    },
    () => setServerError(null),
  );

  const choose = async (userId: string | number) => {
    if (!choice) return;
    setChoosing(true);
    try {
      await openSession(choice.idToken, userId);
      setChoice(null);
      await finishLogin();
    } catch (error) {
      setChoice(null);
      showFailure(error);
    } finally {
      setChoosing(false);
    }
  };

  const fields = [
    { name: 'email' as const, id: 'login-email', label: t('auth.email') },
    { name: 'password' as const, id: 'login-password', label: t('auth.password') },
  ];
  const entries = [
    ...summaryEntries(form.formState.errors, fields, t),
    ...(serverError ? [serverError] : []),
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="page-title">
      <ErrorSummary entries={entries} focusKey={form.formState.submitCount} />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        control={form.control}
        name="email"
        id="login-email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <p className="form__aside">
        <Link to={paths.reset()}>{t('auth.login.forgot')}</Link>
      </p>
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {t('auth.login.submit')}
      </Button>
      <ProfileChoiceDialog
        profiles={choice?.profiles ?? null}
        isPending={choosing}
        onChoose={(userId) => void choose(userId)}
        onCancel={() => setChoice(null)}
      />
    </form>
  );
}
