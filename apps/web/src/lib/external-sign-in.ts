/**
 * Sign-in with the network's external OpenID Connect provider (decision 048), shared by the login
 * page (auth) and the account's identities page: the providers offered
 * (Networks/getAuthenticationConfiguration) and the start of the trip to the provider
 * (authentication/authorizationState, then a full page load there). The provider sends the browser
 * back to /auth/callback, in the language the trip started in. The trip's state is kept in this
 * tab's sessionStorage, so that the callback hands the api only the answer to a trip this tab
 * started (decision 055; the api checks the browser's cookie too).
 */
import {
  CALLS,
  EXTERNAL_SIGN_IN_CONTRACT,
  localizedPath,
  type ExternalSignInPurpose,
  type Locale,
} from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../i18n/locale.ts';
import { callApi } from './call-api.ts';
import { loadPublicConfig } from './public-config.ts';
import { sessionStore } from './session.ts';

/** The state of the last trip this tab started: sessionStorage, so one tab's trip is not another's. */
export const STARTED_STATE_KEY = 'oceane.externalSignInState';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): no trip can be checked, so none is taken.
    return null;
  }
}

/**
 * Whether `state` is the one of the trip this tab started; spends it either way, so a page reload
 * or a second link cannot hand the api an answer twice.
 */
export function takeStartedState(state: string): boolean {
  const stored = storage()?.getItem(STARTED_STATE_KEY) ?? null;
  storage()?.removeItem(STARTED_STATE_KEY);
  return stored !== null && stored === state;
}

async function networkId(): Promise<string | number> {
  const { networkId } = await loadPublicConfig();
  if (networkId === undefined) throw new Error('No network is configured');
  return networkId;
}

async function getAuthenticationConfiguration() {
  return callApi(
    CALLS.getAuthenticationConfiguration,
    EXTERNAL_SIGN_IN_CONTRACT.getAuthenticationConfiguration,
    { networkId: await networkId() },
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

/**
 * Asks the api for a fresh authorization request, then leaves for the provider's page. A linking
 * trip carries the session's userToken: the api links its answer to that account only.
 */
export async function goToProvider(
  authProviderId: number,
  locale: Locale,
  purpose: ExternalSignInPurpose,
): Promise<void> {
  const userToken = purpose === 'link' ? sessionStore.getState().user?.userToken : undefined;
  const { state, authorizationUrl } = await callApi(
    CALLS.authorizationState,
    EXTERNAL_SIGN_IN_CONTRACT.authorizationState,
    {
      networkId: await networkId(),
      authProviderId,
      redirectUri: callbackUrl(locale),
      purpose,
      ...(userToken ? { userToken } : {}),
    },
  );
  storage()?.setItem(STARTED_STATE_KEY, state);
  window.location.assign(authorizationUrl);
}

/**
 * The trip to a provider from a button: which provider's page the browser is leaving for (its
 * button shows it), and the failure that kept it here, if any (the button can be pressed again).
 */
export function useGoToProvider(purpose: ExternalSignInPurpose) {
  const locale = useLocale();
  const [leaving, setLeaving] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const start = async (authProviderId: number) => {
    setFailure(null);
    setLeaving(authProviderId);
    try {
      await goToProvider(authProviderId, locale, purpose);
    } catch (error) {
      setFailure(error);
      setLeaving(null);
    }
  };
  return { leaving, failure, start };
}
