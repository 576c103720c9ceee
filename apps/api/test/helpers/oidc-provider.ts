/**
 * A real OpenID Connect provider for the tests (oidc-provider, panva) on a port of this machine:
 * one confidential client (the portal), PKCE required, and a login that the test drives without
 * a browser: `signInAs(url, subject)` follows the authorization URL as a browser would, the
 * provider's interaction finished for that subject, down to the portal's callback URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const OIDC_CLIENT_ID = 'portail-oceane';
export const OIDC_CLIENT_SECRET = 'secret-du-portail-de-test-2026';

export type TestProvider = {
  issuer: string;
  /** The env that configures the api with this provider. */
  env: Record<string, string>;
  /** Follows an authorization URL, signed in at the provider as `subject`: the callback URL it ends on. */
  signInAs(authorizationUrl: string, subject: string): Promise<URL>;
  close(): Promise<void>;
};

/** The first-party portal needs no consent screen: the grant is made as the login ends. */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

export async function startTestProvider(portalBaseUrl: string, port = 0): Promise<TestProvider> {
  // Set once the server listens (the issuer names its port); requests before then get 503.
  const started: { provider?: Provider } = {};
  let nextSubject = '';
  const server: Server = createServer((request, response) => {
    const provider = started.provider;
    if (!provider) return void response.writeHead(503).end();
    if (request.url?.startsWith('/interaction/')) {
      // The login page a user would fill: finished here for the subject the test names.
      void provider.interactionFinished(
        request,
        response,
        { login: { accountId: nextSubject } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${portalBaseUrl}/auth/callback`, `${portalBaseUrl}/en/auth/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the ID token, as the big providers put it (the portal shows it beside the link).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.example`, email_verified: true }),
    }),
    loadExistingGrant,
    cookies: { keys: ['cle-des-cookies-du-fournisseur-de-test'] },
  });
  started.provider = provider;

  const signInAs = async (authorizationUrl: string, subject: string): Promise<URL> => {
    nextSubject = subject;
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
    }
    throw new Error('the provider redirected too many times');
  };

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LABEL: 'Compte Bretagne' },
    signInAs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
