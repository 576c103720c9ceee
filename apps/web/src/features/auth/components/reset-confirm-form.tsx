/**
 * Forgotten password, second step, opened from the mailed link ?email=&code=: a new password and
 * its confirmation, then a link to log in. A used or expired code says so and offers a new link.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES, newPasswordFormSchema } from '@oceane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../i18n/messages.ts';
import { isApiClientError } from '../../../lib/api-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { Link } from 'react-router';
import { usePaths } from '../../../lib/paths.ts';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';

type Values = z.input<typeof newPasswordFormSchema>;

export function ResetConfirmForm({ email, code }: { email: string | null; code: string | null }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const confirm = useConfirmPasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'invalid-code'>('form');
  const form = useForm<Values, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmation: '' },
    shouldFocusError: false,
  });

  if (!email || !code || state === 'invalid-code') {
    return (
      <>
        <Alert>
          <p>{!email || !code ? t('auth.resetConfirm.incomplete') : t('errors.INVALID_RESET_CODE')}</p>
        </Alert>
        <p>
          <Link to={paths.reset()}>{t('auth.resetConfirm.askAgain')}</Link>
        </p>
      </>
    );
  }

  if (state === 'done') {
    return (
      <>
        <Status tone="success">
          <p>{t('auth.resetConfirm.done')}</p>
        </Status>
        <p>
          <Link to={paths.login()} className="button button--primary">
            {t('auth.resetConfirm.login')}
          </Link>
        </p>
      </>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await confirm.mutateAsync({ email, code, password });
      setState('done');
    } catch (error) {
      if (isApiClientError(error) && error.code === ERROR_CODES.INVALID_RESET_CODE) setState('invalid-code');
      // A password the api refuses (one of the most common) is said next to its field.
      else if (isApiClientError(error) && error.fields?.password)
        form.setError('password', { type: 'server', message: error.fields.password });
      else form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  const fields = [
    { name: 'password' as const, id: 'reset-password', label: t('auth.resetConfirm.password') },
    { name: 'confirmation' as const, id: 'reset-confirmation', label: t('auth.signup.confirmation') },
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="page-title">
      <ErrorSummary
        entries={summaryEntries(form.formState.errors, fields, t)}
        focusKey={form.formState.submitCount}
      />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        control={form.control}
        name="password"
        id="reset-password"
        label={t('auth.resetConfirm.password')}
        description={t('auth.signup.passwordHint')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        control={form.control}
        name="confirmation"
        id="reset-confirmation"
        label={t('auth.signup.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {t('auth.resetConfirm.submit')}
      </Button>
    </form>
  );
}
