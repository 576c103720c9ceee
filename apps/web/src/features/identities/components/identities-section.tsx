/**
 * The account's sign-in accounts (decision 048): the external identities linked to it, each
 * removable (the e-mail and password always sign in too), and a button per provider of the
 * network to link one more, through the provider's page and back by /auth/callback. An address not
 * yet proven links nothing (decision 057): the buttons give way to a way to prove it.
 */
import type { ExternalIdentity } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { useAccountUser } from '../../../lib/account-user.ts';
import { useAuthProviders, useGoToProvider } from '../../../lib/external-sign-in.ts';
import { useSendVerificationEmail } from '../../../lib/send-verification-email.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { VerifyEmailFirst } from '../../../ui/verify-email-first.tsx';
import { useDeleteIdentity } from '../api/delete-identity.ts';
import { useIdentities } from '../api/get-identities.ts';

function LinkedIdentities({ onRemoved }: { onRemoved: (identity: ExternalIdentity) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const identities = useIdentities();
  const removal = useDeleteIdentity();

  if (identities.isPending) return <p role="status">{t('externalSignIn.loading')}</p>;
  if (identities.isError) return <Alert>{errorText(t, identities.error)}</Alert>;
  return (
    <section aria-labelledby="identities-linked">
      <h2 id="identities-linked">{t('externalSignIn.listTitle')}</h2>
      {removal.isError ? <Alert>{errorText(t, removal.error)}</Alert> : null}
      {identities.data.length === 0 ? (
        <p>{t('externalSignIn.none')}</p>
      ) : (
        <ul className="identity-list">
          {identities.data.map((identity) => (
            <li key={identity.identityId} className="identity-list__item">
              <span>
                <strong>{identity.label}</strong>
                {identity.email ? <span className="identity-list__email"> {identity.email}</span> : null}
                <br />
                {t('externalSignIn.linkedOn', { date: formatDate(identity.createdAt, locale) })}
              </span>
              <Button
                variant="secondary"
                aria-label={t('externalSignIn.removeLabel', {
                  label: identity.label,
                  email: identity.email ?? '',
                }).trim()}
                isPending={removal.isPending && removal.variables === identity.identityId}
                onPress={() => removal.mutate(identity.identityId, { onSuccess: () => onRemoved(identity) })}
              >
                {t('externalSignIn.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkAnother() {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const { leaving, failure, start } = useGoToProvider('link');
  // Read again when the page comes back to the front: the mailed link opens another tab.
  const account = useAccountUser({ refetchOnWindowFocus: true });
  const send = useSendVerificationEmail();
  if (providers.isPending || account.isPending) return null;
  const offered = providers.data?.providers ?? [];
  const unproven = account.data?.emailVerified === false ? account.data.email : null;

  return (
    <section aria-labelledby="identities-link">
      <h2 id="identities-link">{t('externalSignIn.linkTitle')}</h2>
      {failure ? <Alert>{errorText(t, failure)}</Alert> : null}
      {offered.length === 0 ? <p>{t('externalSignIn.noProvider')}</p> : null}
      {offered.length > 0 && unproven ? (
        <VerifyEmailFirst
          reason={t('externalSignIn.verifyFirst', { email: unproven })}
          email={unproven}
          send={send}
        />
      ) : null}
      {(unproven ? [] : offered).map((provider) => (
        <Button
          key={provider.authProviderId}
          isPending={leaving === provider.authProviderId}
          onPress={() => void start(provider.authProviderId)}
        >
          {leaving === provider.authProviderId
            ? t('externalSignIn.leaving', { label: provider.label })
            : t('externalSignIn.link', { label: provider.label })}
        </Button>
      ))}
    </section>
  );
}

export function IdentitiesSection() {
  const { t } = useTranslation();
  const location = useLocation();
  // What /auth/callback did (decision 055): linked, or not linked when the passenger cancelled.
  const back = location.state as { linked?: string; notLinked?: { label: string; account: string } } | null;
  const linked = back?.linked;
  const [removed, setRemoved] = useState<ExternalIdentity | null>(null);
  return (
    <>
      <p>{t('externalSignIn.intro')}</p>
      {removed ? (
        <Status tone="success">{t('externalSignIn.removed', { label: removed.label })}</Status>
      ) : linked ? (
        <Status tone="success">{t('externalSignIn.linked', { label: linked })}</Status>
      ) : back?.notLinked ? (
        <Status>{t('externalSignIn.notLinked', back.notLinked)}</Status>
      ) : null}
      <LinkedIdentities onRemoved={setRemoved} />
      <LinkAnother />
    </>
  );
}
