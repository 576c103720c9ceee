/**
 * /account/personal-details (spec §2 "contact info and password change"): the contact info, the
 * login e-mail and the password, each its own form. A guest has none of them to keep.
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { useAccountUser } from '../../../lib/account-user.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { ContactInfoForm } from './contact-info-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

export function PersonalDetails() {
  const { t } = useTranslation();
  const account = useAccountUser();
  if (account.isPending) {
    return (
      <Status>
        <p>{t('account.loading')}</p>
      </Status>
    );
  }
  if (account.isError) {
    return (
      <Alert>
        <p>{errorText(t, account.error)}</p>
        <Button variant="secondary" onPress={() => void account.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const user = account.data;
  if (user.guest || !user.email) {
    return (
      <Status>
        <p>{t('personalDetails.guest')}</p>
      </Status>
    );
  }
  return (
    <>
      <ContactInfoForm user={user} />
      <EmailChangeForm email={user.email} />
      <PasswordChangeForm />
    </>
  );
}
