/**
 * The provider's answer to a sign-in begun by the portal, as the portal's callback hands it to the
 * api: an authProviderToken standing for `subject` at the test provider (helpers/oidc-provider.ts).
 */
import type { FastifyInstance } from 'fastify';
import { get, okResponse, post } from './api.js';
import type { TestProvider } from './oidc-provider.js';

export async function providerToken(
  app: FastifyInstance,
  provider: TestProvider,
  subject: string,
  redirectUri = 'https://portal.test/auth/callback',
): Promise<{ authProviderToken: string; linked: boolean }> {
  const { providers } = okResponse(
    await get<{ providers: Array<{ authProviderId: number }> }>(
      app,
      'Networks/getAuthenticationConfiguration',
      {},
    ),
  );
  const { authorizationUrl } = okResponse(
    await post<{ authorizationUrl: string }>(app, 'authentication/authorizationState', {
      networkId: 1,
      authProviderId: providers[0]!.authProviderId,
      redirectUri,
    }),
  );
  const back = await provider.signInAs(authorizationUrl, subject);
  return okResponse(
    await post<{ authProviderToken: string; linked: boolean }>(
      app,
      'authentication/exchangeAuthorizationCode',
      {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss') ?? undefined,
      },
    ),
  );
}
