/**
 * The password change of /account/personal-details (spec §5: current, new and confirmed
 * password). The session stays open; the others end, and a mail confirms the change.
 */
import { passwordChangeFormSchema } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useChangePassword } from '../api/change-password.ts';

const SERVER_ERRORS = { codeAtField: { INVALID_PASSWORD: 'currentPassword' } } as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [ended, setEnded] = useState<number | null>(null);
  const kit = useFormKit({
    schema: passwordChangeFormSchema,
    defaultValues: EMPTY,
    idPrefix: 'password-change',
    serverErrors: SERVER_ERRORS,
  });
  return (
    <section aria-labelledby="password-change-title">
      <h2 id="password-change-title">{t('personalDetails.password.title')}</h2>
      <p>{t('personalDetails.password.intro')}</p>
      <Form
        kit={kit}
        aria-labelledby="password-change-title"
        onSubmit={async ({ currentPassword, newPassword }) => {
          setEnded(null);
          const { otherSessionsEnded } = await change.mutateAsync({ currentPassword, newPassword });
          kit.form.reset(EMPTY);
          setEnded(otherSessionsEnded);
        }}
      >
        <FormErrorSummary />
        <FormTextField
          {...kit.field('currentPassword')}
          label={t('personalDetails.password.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <FormTextField
          {...kit.field('newPassword')}
          label={t('personalDetails.password.newPassword')}
          description={t('auth.signup.passwordHint')}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <FormTextField
          {...kit.field('confirmation')}
          label={t('personalDetails.password.confirmation')}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <SubmitButton>{t('personalDetails.password.submit')}</SubmitButton>
        {ended !== null ? (
          <Status tone="success">
            <p>
              {ended > 0
                ? t('personalDetails.password.changedOthers', { count: ended })
                : t('personalDetails.password.changed')}
            </p>
          </Status>
        ) : null}
      </Form>
    </section>
  );
}
