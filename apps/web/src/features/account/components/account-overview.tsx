/**
 * The account page: the account menu (spec §2: the account area's pages the portal has), personal
 * details and the e-mail verification status. While the details load, the page is drawn with their
 * labels and grey values in place, so that they arrive without moving anything
 * (docs/decisions/037-web-logged-in-pages.md).
 */
import { formatPhone } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useAccountUser } from '../../../lib/account-user.ts';
import { useSendVerificationEmail } from '../../../lib/send-verification-email.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/**
 * Spec §2 account menu: contact details and password, payment cards, transit cards, order
 * tracking, invoices, bike reservations, logout; and ours: notifications, profiles, sign-in
 * accounts, device pairing (spec §2 /pairing) and "Your data". A page the portal does not have yet has no path
 * builder, hence no link: each appears once the domain marks it built.
 */
function AccountMenu({ onLogout }: { onLogout?: () => Promise<void> }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const paths = usePaths();
  const entries: Array<[string, (() => string) | undefined]> = [
    [t('personalDetails.menu'), paths.accountPersonalDetails],
    [t('orders.menu.cards'), () => paths.cards()],
    [t('orders.menu.history'), paths.accountHistory],
    [t('orders.menu.invoices'), paths.accountInvoices],
    [t('paymentCards.menu'), paths.accountPaymentCards],
    [t('reservations.menu'), paths.accountReservations],
    [t('notifications.title'), paths.accountNotifications],
    [t('profiles.menu'), paths.accountProfiles],
    [t('externalSignIn.menu'), paths.accountIdentities],
    [t('pairing.title'), paths.pairing],
    [t('accountData.menu'), paths.accountData],
  ];
  return (
    <nav aria-labelledby="account-menu">
      <h2 id="account-menu">{t('orders.menu.title')}</h2>
      <ul className="account-menu">
        {entries.map(([label, path]) =>
          path ? (
            <li key={label}>
              <Link to={path()}>{label}</Link>
            </li>
          ) : null,
        )}
        {onLogout ? (
          <li>
            <Button
              variant="secondary"
              isPending={leaving}
              onPress={() => {
                setLeaving(true);
                // Spec §4: the logout ends on the login page whatever the server answers.
                void onLogout().finally(() => setLeaving(false));
              }}
            >
              {t('personalDetails.logout')}
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** `onLogout`: spec §4's logout, handed by the route (the auth feature's), last in the menu. */
export function AccountOverview({ onLogout }: { onLogout?: () => Promise<void> } = {}) {
  return (
    <>
      <AccountMenu onLogout={onLogout} />
      <AccountDetails />
    </>
  );
}

const Placeholder = ({ width }: { width: string }) => (
  <span className="skeleton" style={{ width }} aria-hidden="true">
    {'\u00a0'}
  </span>
);

/** The page as it will be, its values grey: the verified account's layout, the most common. */
function AccountDetailsSkeleton() {
  const { t } = useTranslation();
  const labels = [t('account.name'), t('account.firstname'), t('account.email'), t('account.phone')];
  return (
    <>
      <section aria-labelledby="account-details" aria-busy="true">
        <h2 id="account-details">{t('account.details')}</h2>
        <p role="status" className="visually-hidden">
          {t('account.loading')}
        </p>
        <dl className="details">
          {labels.map((label) => (
            <div key={label} className="details__row">
              <dt>{label}</dt>
              <dd>
                <Placeholder width="9rem" />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="account-verification" aria-busy="true">
        <h2 id="account-verification">{t('account.verification')}</h2>
        <p>
          <Placeholder width="16rem" />
        </p>
      </section>
      <p className="hint">{t('account.logoutHint')}</p>
    </>
  );
}

function AccountDetails() {
  const { t } = useTranslation();
  const account = useAccountUser();
  const send = useSendVerificationEmail();

  if (account.isPending) return <AccountDetailsSkeleton />;
  if (account.isError) {
    return <LoadFailed error={account.error} onRetry={() => account.refetch()} />;
  }

  const user = account.data;
  const rows: Array<[string, string | null | undefined]> = [
    [t('account.name'), user.userLastname],
    [t('account.firstname'), user.userName],
    [t('account.email'), user.email],
    [t('account.phone'), user.phone ? formatPhone(user.phone) : user.phone],
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
