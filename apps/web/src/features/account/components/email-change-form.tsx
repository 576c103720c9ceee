/**
 * The login e-mail change of /account/personal-details: the new address and the current password;
 * a link goes to the new address, which becomes the login once it is opened (decision 044).
 */
import { emailChangeFormSchema } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useChangeEmail } from '../api/change-email.ts';

const SERVER_ERRORS = {
  codeAtField: { EMAIL_EXISTS: 'newEmail', INVALID_PASSWORD: 'currentPassword' },
} as const;

export function EmailChangeForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kit = useFormKit({
    schema: emailChangeFormSchema,
    defaultValues: { newEmail: '', currentPassword: '' },
    idPrefix: 'email-change',
    serverErrors: SERVER_ERRORS,
  });
  return (
    <section aria-labelledby="email-change-title">
      <h2 id="email-change-title">{t('personalDetails.email.title')}</h2>
      <p>{t('personalDetails.email.current', { email })}</p>
      <p>{t('personalDetails.email.intro')}</p>
      <Form
        kit={kit}
        aria-labelledby="email-change-title"
        onSubmit={async (values) => {
          setSentTo(null);
          const { pendingEmail } = await change.mutateAsync(values);
          kit.form.reset({ newEmail: '', currentPassword: '' });
          setSentTo(pendingEmail);
        }}
      >
        <FormErrorSummary />
        <FormTextField
          {...kit.field('newEmail')}
          label={t('personalDetails.email.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
        />
        <FormTextField
          {...kit.field('currentPassword')}
          label={t('personalDetails.email.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <SubmitButton>{t('personalDetails.email.submit')}</SubmitButton>
        {sentTo ? (
          <Status tone="success">
            <p>{t('personalDetails.email.sent', { email: sentTo })}</p>
          </Status>
        ) : null}
      </Form>
    </section>
  );
}
