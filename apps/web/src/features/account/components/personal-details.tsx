/**
 * /account/personal-details (spec §2 "contact info and password change"): the contact info, the
 * login e-mail and the password, each its own form. A guest has none of them to keep.
 */
import { useTranslation } from 'react-i18next';
import { useAccountUser } from '../../../lib/account-user.ts';
import { Status } from '../../../ui/messages.tsx';
import { ContactInfoForm } from './contact-info-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

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
    return <LoadFailed error={account.error} onRetry={() => account.refetch()} />;
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
