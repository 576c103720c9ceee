/**
 * "Se connecter avec …" on the login page: one button per provider the network offers, none (and
 * nothing at all) when the server has no provider configured (decision 048).
 */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { useAuthProviders, useGoToProvider } from '../../../lib/external-sign-in.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';

export function ExternalSignInButtons() {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const { leaving, failure, start } = useGoToProvider('signin');
  const offered = providers.data?.providers ?? [];
  if (offered.length === 0) return null;

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
