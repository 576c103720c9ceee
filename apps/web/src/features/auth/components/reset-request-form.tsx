/** Forgotten password, first step (spec §2): the email, then the confirmation that a mail was sent. */
import { resetRequestFormSchema } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEV_MAILBOX_PATH, usePaths } from '../../../lib/paths.ts';
import { publicConfigQueryOptions } from '../../../lib/public-config.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useRequestPasswordReset } from '../api/reset-password.ts';

export function ResetRequestForm() {
  const { t } = useTranslation();
  const paths = usePaths();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const config = useQuery({ ...publicConfigQueryOptions(), enabled: sentTo !== null });
  const kit = useFormKit({
    schema: resetRequestFormSchema,
    defaultValues: { email: '' },
    idPrefix: 'reset',
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
    <Form
      kit={kit}
      aria-labelledby="page-title"
      onSubmit={async ({ email }) => {
        await request.mutateAsync(email);
        setSentTo(email);
      }}
    >
      <FormErrorSummary />
      <p className="form__hint">{t('auth.reset.intro')}</p>
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        {...kit.field('email')}
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
      />
      <SubmitButton>{t('auth.reset.submit')}</SubmitButton>
      <p className="form__aside">
        <Link to={paths.login()}>{t('auth.reset.backToLogin')}</Link>
      </p>
    </Form>
  );
}
