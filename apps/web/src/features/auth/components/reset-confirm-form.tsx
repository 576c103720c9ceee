/**
 * Forgotten password, second step, opened from the mailed link ?email=&code=: a new password and
 * its confirmation, then a link to log in. A used or expired code says so and offers a new link.
 */
import { ERROR_CODES, newPasswordFormSchema } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiClientError } from '../../../lib/api-errors.ts';
import { usePaths } from '../../../lib/paths.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';

export function ResetConfirmForm({ email, code }: { email: string | null; code: string | null }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const confirm = useConfirmPasswordReset();
  const [state, setState] = useState<'form' | 'done' | 'invalid-code'>('form');
  const kit = useFormKit({
    schema: newPasswordFormSchema,
    defaultValues: { password: '', confirmation: '' },
    idPrefix: 'reset',
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

  return (
    <Form
      kit={kit}
      aria-labelledby="page-title"
      onSubmit={async ({ password }) => {
        try {
          await confirm.mutateAsync({ email, code, password });
          setState('done');
        } catch (error) {
          // A used or expired code: the form gives way to a new link. Anything else (a password
          // the api refuses, one of the most common) is shown by the form, at its field.
          if (isApiClientError(error) && error.code === ERROR_CODES.INVALID_RESET_CODE)
            setState('invalid-code');
          else throw error;
        }
      }}
    >
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        {...kit.field('password')}
        label={t('auth.resetConfirm.password')}
        description={t('auth.signup.passwordHint')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        {...kit.field('confirmation')}
        label={t('auth.signup.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <SubmitButton>{t('auth.resetConfirm.submit')}</SubmitButton>
    </Form>
  );
}
