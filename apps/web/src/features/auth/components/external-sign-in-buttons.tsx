/**
 * "Se connecter avec …" on the login page: one button per provider the network offers, none (and
 * nothing at all) when the server has no provider configured (decision 048).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { goToProvider, useAuthProviders } from '../../../lib/external-sign-in.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';

export function ExternalSignInButtons() {
  const { t } = useTranslation();
  const locale = useLocale();
  const providers = useAuthProviders();
  const [leaving, setLeaving] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const offered = providers.data?.providers ?? [];
  if (offered.length === 0) return null;

  const start = async (authProviderId: number) => {
    setFailure(null);
    setLeaving(authProviderId);
    try {
      await goToProvider(authProviderId, locale);
    } catch (error) {
      setFailure(error);
      setLeaving(null);
    }
  };

  return (
    <div className="external-sign-in">
      <p className="external-sign-in__or">{t('externalSignIn.or')}</p>
      {failure ? <Alert>{errorText(t, failure)}</Alert> : null}
      {offered.map((provider) => (
        <Button
          key={provider.authProviderId}
          variant="secondary"
          isPending={leaving === provider.authProviderId}
          onPress={() => void start(provider.authProviderId)}
        >
          {leaving === provider.authProviderId
            ? t('externalSignIn.leaving', { label: provider.label })
            : t('externalSignIn.signInWith', { label: provider.label })}
        </Button>
      ))}
    </div>
  );
}
