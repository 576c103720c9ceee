/**
 * A real OpenID Connect provider for the external sign-in journey (oidc-provider, panva), with its
 * own development login page (any login and password), one confidential client (the portal),
 * PKCE required and no consent screen for that first-party client (decision 048).
 */
import { createServer, type Server } from 'node:http';
// @ts-expect-error -- oidc-provider ships no type definitions
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'portail-oceane-e2e', secret: 'secret-du-portail-e2e-2026' };

type Ctx = {
  oidc: {
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: {
      Grant: {
        new (fields: { clientId: string; accountId: string }): {
          addOIDCScope(scope: string): void;
          save(): Promise<string>;
        };
        find(id: string): Promise<unknown>;
      };
    };
  };
};

export async function startOidcProvider(
  portal: string,
  port: number,
): Promise<{ issuer: string; close(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${portal}/auth/callback`, `${portal}/en/auth/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@idp.example`, email_verified: true }),
    }),
    async loadExistingGrant(ctx: Ctx) {
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
    },
    cookies: { keys: ['cle-des-cookies-e2e'] },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
