/**
 * The OpenID Connect side of external sign-in, through openid-client (panva): discovery, the
 * authorization URL with state, nonce and PKCE (S256), and the code exchange, whose ID token
 * openid-client checks (signature, issuer, audience, expiry, nonce) along with the state and the
 * issuer named in the answer (RFC 9207). Nothing here touches the database.
 */
import * as client from 'openid-client';
import type { ExternalSignInConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';

type Provider = NonNullable<ExternalSignInConfig>;

/** A provider's metadata, fetched once per process: its keys are fetched again by openid-client as they rotate. */
const discovered = new Map<string, Promise<client.Configuration>>();

const DISCOVERY_TIMEOUT_SECONDS = 5;

function configurationOf(provider: Provider): Promise<client.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = client
      .discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: DISCOVERY_TIMEOUT_SECONDS,
          execute: provider.allowHttp ? [client.allowInsecureRequests] : [],
        },
      )
      .then((configuration) => {
        configuration.timeout = DISCOVERY_TIMEOUT_SECONDS;
        return configuration;
      });
    discovered.set(key, pending);
    // A provider down at the first try is asked again at the next sign-in.
    pending.catch(() => discovered.delete(key));
  }
  return pending;
}

async function configurationOrUnavailable(provider: Provider): Promise<client.Configuration> {
  try {
    return await configurationOf(provider);
  } catch (error) {
    throw Object.assign(new AppError('AUTH_PROVIDER_UNAVAILABLE'), { cause: error });
  }
}

export type AuthorizationRequest = { state: string; nonce: string; codeVerifier: string; url: string };

/** A new authorization request: fresh state, nonce and PKCE verifier, and where to send the browser. */
export async function newAuthorizationRequest(
  provider: Provider,
  redirectUri: string,
  locale: string,
): Promise<AuthorizationRequest> {
  const configuration = await configurationOrUnavailable(provider);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  });
  return { state, nonce, codeVerifier, url: url.href };
}

/**
 * Exchanges the code of the provider's answer at its token endpoint and checks the ID token. Any
 * failure of the answer (a code refused, a verifier or nonce that does not match, another issuer)
 * is EXTERNAL_SIGN_IN_FAILED; a provider that cannot be reached is AUTH_PROVIDER_UNAVAILABLE.
 */
export async function exchangeCode(
  provider: Provider,
  request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
  answer: { code: string; iss?: string },
): Promise<{ subject: string; email: string | null; name: string | null }> {
  const configuration = await configurationOrUnavailable(provider);
  const callback = new URL(request.redirectUri);
  callback.searchParams.set('code', answer.code);
  callback.searchParams.set('state', request.state);
  if (answer.iss !== undefined) callback.searchParams.set('iss', answer.iss);
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const email = typeof claims.email === 'string' && claims.email.length <= 320 ? claims.email : null;
    // Shown beside the e-mail before a link (decision 055), never kept.
    const name = typeof claims.name === 'string' && claims.name.length <= 200 ? claims.name : null;
    return { subject: claims.sub, email, name };
  } catch (error) {
    if (isUnreachable(error))
      throw Object.assign(new AppError('AUTH_PROVIDER_UNAVAILABLE'), { cause: error });
    throw Object.assign(new AppError('EXTERNAL_SIGN_IN_FAILED'), { cause: error });
  }
}

/** A network failure or a timeout on the way to the provider, not an answer of it. */
function isUnreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown; name?: unknown } } | null)?.cause;
  return (
    (error instanceof TypeError && String(error.message).includes('fetch failed')) ||
    (typeof cause === 'object' &&
      cause !== null &&
      (cause.name === 'TimeoutError' || cause.code === 'ECONNREFUSED'))
  );
}
