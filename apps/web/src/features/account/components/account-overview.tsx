/** The account page (minimal for now): personal details and the e-mail verification status. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useAccountUser } from '../api/get-user.ts';
import { useSendVerificationEmail } from '../api/send-verification-email.ts';

export function AccountOverview() {
  const { t } = useTranslation();
  const account = useAccountUser();
  const send = useSendVerificationEmail();

  if (account.isPending) return <p role="status">{t('account.loading')}</p>;
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
  const rows: Array<[string, string | null | undefined]> = [
    [t('account.name'), user.userLastname],
    [t('account.firstname'), user.userName],
    [t('account.email'), user.email],
    [t('account.phone'), user.phone],
  ];
  return (
    <>
      <section aria-labelledby="account-details">
        <h2 id="account-details">{t('account.details')}</h2>
        <dl className="details">
          {rows.map(([label, value]) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      {user.email ? (
        <section aria-labelledby="account-verification">
          <h2 id="account-verification">{t('account.verification')}</h2>
          {user.emailVerified ? (
            <p>{t('account.verified')}</p>
          ) : (
            <>
              <p>{t('account.notVerified')}</p>
              {send.isSuccess ? (
                <Status tone="success">
                  <p>{t('account.verificationSent', { email: user.email })}</p>
                </Status>
              ) : (
                <Button variant="secondary" isPending={send.isPending} onPress={() => send.mutate()}>
                  {t('account.sendVerification')}
                </Button>
              )}
              {send.isError ? (
                <Alert>
                  <p>{errorText(t, send.error)}</p>
                </Alert>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <p className="hint">{t('account.logoutHint')}</p>
    </>
  );
}
