/**
 * Sign-in with the network's external OpenID Connect provider (decision 048), shared by the login
 * page (auth) and the account's identities page: the providers offered
 * (Networks/getAuthenticationConfiguration) and the start of the trip to the provider
 * (authentication/authorizationState, then a full page load there). The provider sends the browser
 * back to /auth/callback, in the language the trip started in.
 */
import {
  authenticationConfigurationResponse,
  authorizationStateResponse,
  CALLS,
  localizedPath,
  type Locale,
} from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../i18n/locale.ts';
import { apiClient } from './api-client.ts';
import { loadPublicConfig } from './public-config.ts';

async function networkId(): Promise<string | number> {
  const { networkId } = await loadPublicConfig();
  if (networkId === undefined) throw new Error('No network is configured');
  return networkId;
}

async function getAuthenticationConfiguration() {
  return authenticationConfigurationResponse.parse(
    await apiClient.call<unknown>(CALLS.getAuthenticationConfiguration, { networkId: await networkId() }),
  );
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['authentication-configuration'],
    queryFn: getAuthenticationConfiguration,
    staleTime: 5 * 60_000,
  });

/** The providers of the network: none unless the server is configured with one. */
export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}

/** The portal's callback page in a locale, as the api expects it (PUBLIC_BASE_URL is this origin). */
export function callbackUrl(locale: Locale): string {
  return `${window.location.origin}${localizedPath('/auth/callback', locale)}`;
}

/** Asks the api for a fresh authorization request, then leaves for the provider's page. */
export async function goToProvider(authProviderId: number, locale: Locale): Promise<void> {
  const { authorizationUrl } = authorizationStateResponse.parse(
    await apiClient.call<unknown>(CALLS.authorizationState, {
      networkId: await networkId(),
      authProviderId,
      redirectUri: callbackUrl(locale),
      locale,
    }),
  );
  window.location.assign(authorizationUrl);
}

/**
 * The trip to a provider from a button: which provider's page the browser is leaving for (its
 * button shows it), and the failure that kept it here, if any (the button can be pressed again).
 */
export function useGoToProvider() {
  const locale = useLocale();
  const [leaving, setLeaving] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
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
  return { leaving, failure, start };
}
