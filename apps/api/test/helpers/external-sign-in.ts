/**
 * Trips to the test provider (helpers/oidc-provider.ts) as the portal makes them: the start
 * (authentication/authorizationState), whose cookie binds the trip to the browser that asked
 * (decision 055), the provider's answer to the callback, and the exchange made by a browser, with
 * that cookie or another one.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { get, okResponse, post, type Answer } from './api.js';
import type { TestProvider } from './oidc-provider.js';

export const PORTAL = 'https://portal.test';
export const CALLBACK = `${PORTAL}/auth/callback`;
/** The cookie that binds a trip to its browser, as the api names it (`__Host-`: set by this origin only). */
export const BROWSER_COOKIE = '__Host-oceane-sign-in';

/** A browser's cookie of the trip, as it sends it back; undefined for a browser that has none. */
export type Browser = { cookie?: string };

export type Trip = { purpose?: 'signin' | 'link'; userToken?: string; redirectUri?: string };

export type ProviderAnswer = { code: string; state: string; iss?: string };

export async function providerId(app: FastifyInstance): Promise<number> {
  const { providers } = okResponse(
    await get<{ providers: Array<{ authProviderId: number; label: string }> }>(
      app,
      'Networks/getAuthenticationConfiguration',
      {},
    ),
  );
  expect(providers).toEqual([{ authProviderId: expect.any(Number), label: 'Compte Bretagne', kind: 'oidc' }]);
  return providers[0]!.authProviderId;
}

/** The value a Set-Cookie header gives the trip's cookie, if it sets it. */
export function tripCookieOf(answer: Answer): string | undefined {
  const header = answer.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const line = lines.find((entry: string) => entry.startsWith(`${BROWSER_COOKIE}=`));
  return line?.slice(BROWSER_COOKIE.length + 1).split(';')[0];
}

export const cookieHeader = (browser: Browser): Record<string, string> =>
  browser.cookie === undefined ? {} : { cookie: `${BROWSER_COOKIE}=${browser.cookie}` };

/**
 * Starts a trip in `browser` (its cookie sent, and set from the answer as a browser does), then
 * signs in at the provider as `subject`: the provider's answer to the callback.
 */
export async function providerAnswer(
  app: FastifyInstance,
  provider: TestProvider,
  subject: string,
  browser: Browser,
  trip: Trip = {},
): Promise<ProviderAnswer> {
  const redirectUri = trip.redirectUri ?? CALLBACK;
  const started = await post<{ authorizationUrl: string; state: string }>(
    app,
    'authentication/authorizationState',
    {
      networkId: 1,
      authProviderId: await providerId(app),
      redirectUri,
      ...(trip.purpose ? { purpose: trip.purpose } : {}),
      ...(trip.userToken ? { userToken: trip.userToken } : {}),
    },
    { headers: cookieHeader(browser) },
  );
  const { authorizationUrl, state } = okResponse(started);
  browser.cookie = tripCookieOf(started) ?? browser.cookie;
  const url = new URL(authorizationUrl);
  expect(url.origin).toBe(provider.issuer);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  const back = await provider.signInAs(authorizationUrl, subject);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe(state);
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss') ?? undefined,
  };
}

export type Exchanged = {
  authProviderToken: string;
  linked: boolean;
  purpose: 'signin' | 'link';
  account: { label: string; subject: string; email: string | null; name: string | null };
};

/** The provider's answer handed to the api by `browser`. */
export function exchange(app: FastifyInstance, answer: ProviderAnswer, browser: Browser) {
  return post<Exchanged>(app, 'authentication/exchangeAuthorizationCode', answer, {
    headers: cookieHeader(browser),
  });
}

/** A whole trip in a browser of its own: the api's authProviderToken and what it says of the account. */
export async function verifiedToken(
  app: FastifyInstance,
  provider: TestProvider,
  subject: string,
  trip: Trip = {},
): Promise<Exchanged> {
  const browser: Browser = {};
  return okResponse(
    await exchange(app, await providerAnswer(app, provider, subject, browser, trip), browser),
  );
}
