/**
 * Issue 22, item 3 (decision 057): an account whose address is not proven cannot link an external
 * identity, so that someone who signed up with another person's address cannot plant a way in
 * that outlives the owner's taking the account back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { verifiedToken } from '../../helpers/external-sign-in.js';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.js';
import { signUpAndLogIn, verifyAddress } from '../../helpers/passengers.js';

let provider: TestProvider;
const env: Record<string, string> = {};
beforeAll(async () => {
  provider = await startTestProvider('https://portal.test');
  Object.assign(env, provider.env);
});
afterAll(async () => provider?.close());

describe.each(DIALECTS)('linking an external identity wants a verified address ($name)', (dialect) => {
  const ctx = useTestApp(dialect, env);

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED, in its language; once verified, it links', async () => {
    const { app } = ctx();
    const unverified = await signUpAndLogIn(app);
    const subject = `sujet-non-verifie-${process.pid}-${Date.now().toString(36)}`;
    const { authProviderToken } = await verifiedToken(app, provider, subject, {
      purpose: 'link',
      userToken: unverified.userToken,
    });
    const refused = await post(app, 'account/createIdentity', {
      userToken: unverified.userToken,
      authProviderToken,
      locale: 'fr',
    });
    expect(refused.statusCode).toBe(403);
    expect(koError(refused)).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('Confirmez d’abord votre adresse e-mail'),
    });
    const listed = await get(app, 'account/identities', { userToken: unverified.userToken });
    expect(okResponse(listed)).toEqual({ identities: [] });
    // Nothing linked: the provider's account signs in to nothing.
    expect((await verifiedToken(app, provider, subject)).linked).toBe(false);

    await verifyAddress(app, unverified);
    okResponse(
      await post(app, 'account/createIdentity', {
        userToken: unverified.userToken,
        authProviderToken: (
          await verifiedToken(app, provider, subject, { purpose: 'link', userToken: unverified.userToken })
        ).authProviderToken,
      }),
    );
    expect((await verifiedToken(app, provider, subject)).linked).toBe(true);
  });
});
