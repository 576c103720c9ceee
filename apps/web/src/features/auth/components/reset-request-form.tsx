/** Forgotten password, first step (spec §2): the email, then the confirmation that a mail was sent. */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetRequestFormSchema } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../i18n/messages.ts';
import { publicConfigQueryOptions } from '../../../lib/public-config.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries } from '../../../ui/form-summary.ts';
import { Link } from 'react-router';
import { DEV_MAILBOX_PATH, usePaths } from '../../../lib/paths.ts';
import { Status } from '../../../ui/messages.tsx';
import { useRequestPasswordReset } from '../api/reset-password.ts';

type Values = z.input<typeof resetRequestFormSchema>;

export function ResetRequestForm() {
  const { t } = useTranslation();
  const paths = usePaths();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const config = useQuery({ ...publicConfigQueryOptions(), enabled: sentTo !== null });
  const form = useForm<Values, unknown, z.output<typeof resetRequestFormSchema>>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      form.setError('root', { type: 'server', message: errorText(t, error) });
    }
  });

  if (sentTo !== null) {
    return (
      <>
        <Status tone="success">
          <p>{t('auth.reset.sent', { email: sentTo })}</p>
        </Status>
        {config.data?.devMailbox ? (
          <p>
            <a href={DEV_MAILBOX_PATH}>{t('auth.reset.devMailbox')}</a>
          </p>
        ) : null}
        <p>
          <Link to={paths.login()}>{t('auth.reset.backToLogin')}</Link>
        </p>
      </>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="page-title">
      <ErrorSummary
        entries={summaryEntries(
          form.formState.errors,
          [{ name: 'email', id: 'reset-email', label: t('auth.email') }],
          t,
        )}
        focusKey={form.formState.submitCount}
      />
      <p className="form__hint">{t('auth.reset.intro')}</p>
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        control={form.control}
        name="email"
        id="reset-email"
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
      />
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {t('auth.reset.submit')}
      </Button>
      <p className="form__aside">
        <Link to={paths.login()}>{t('auth.reset.backToLogin')}</Link>
      </p>
    </form>
  );
}
