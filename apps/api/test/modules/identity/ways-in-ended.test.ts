/**
 * Issue 22, item 3 (decision 057): a password reset, an e-mail change and a password change end
 * every way into the account that does not need the new secret. Armed beforehand as an attacker
 * would (a device paired and signed in, one paired and never polled, one holding an unspent token,
 * an external identity linked), the account after each change keeps none of them, and the mail to
 * its login address names what was removed, in the language of the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post, put } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { verifiedToken } from '../../helpers/external-sign-in.js';
import { latestLink, mailsTo } from '../../helpers/mailbox.js';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.js';
import { signUpVerifiedAndLogIn, type LoggedIn } from '../../helpers/passengers.js';
import {
  pair,
  pairedDevice,
  pollStatus,
  signinWithToken,
  startPairing,
  type Device,
} from '../pairing/support.js';

let provider: TestProvider;
const env: Record<string, string> = {};
beforeAll(async () => {
  provider = await startTestProvider('https://portal.test');
  Object.assign(env, provider.env);
});
afterAll(async () => provider?.close());

let subjects = 0;
const freshSubject = () => `attaquant-${process.pid}-${(subjects += 1)}-${Date.now().toString(36)}`;

/** The account as an attacker leaves it before the owner takes it back. */
async function armedAccount(app: FastifyInstance, owner: LoggedIn) {
  const signedIn = await pairedDevice(app, owner, 'Borne du salon');
  const silent = await startPairing(app);
  okResponse(await pair(app, owner, silent.code, 'Tablette silencieuse'));
  const holding = await startPairing(app);
  okResponse(await pair(app, owner, holding.code, 'Téléphone en attente'));
  const { signinToken } = okResponse(await pollStatus(app, holding.deviceSecret));
  const subject = freshSubject();
  okResponse(
    await post(app, 'account/createIdentity', {
      userToken: owner.userToken,
      authProviderToken: (
        await verifiedToken(app, provider, subject, { purpose: 'link', userToken: owner.userToken })
      ).authProviderToken,
    }),
  );
  return { signedIn, silentSecret: silent.deviceSecret, unspentToken: signinToken!, subject };
}

type Armed = Awaited<ReturnType<typeof armedAccount>>;

async function expectNoWayIn(app: FastifyInstance, armed: Armed, userToken: string) {
  // The device signed in is signed out; the one never polled gets no token; the token held dies.
  expect(koError(await post(app, 'Account/touch', { userToken: armed.signedIn.deviceUserToken })).code).toBe(
    'SESSION_EXPIRED',
  );
  const silent = okResponse(await pollStatus(app, armed.silentSecret));
  expect(silent.status).toBe('UNPAIRED');
  expect(silent.signinToken).toBeUndefined();
  expect(koError(await signinWithToken(app, armed.unspentToken)).code).toBe('INVALID_ID_TOKEN');
  const { devices } = okResponse(
    await get<{ devices: Device[] }>(app, 'Device/getDevices.json', { userToken }),
  );
  expect(devices).toEqual([]);
  // The external identity no longer signs in, nor is listed.
  const token = await verifiedToken(app, provider, armed.subject);
  expect(token.linked).toBe(false);
  const refused = await post(app, 'account/authenticate', {
    networkId: 1,
    authProviderToken: token.authProviderToken,
  });
  expect(koError(refused).code).toBe('EXTERNAL_IDENTITY_NOT_LINKED');
  expect(okResponse(await get(app, 'account/identities', { userToken }))).toEqual({ identities: [] });
}

async function logIn(app: FastifyInstance, email: string, password: string) {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', { email, password }),
  );
  return okResponse(
    await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  ).user.userToken;
}

/** The newest mail to an address with that subject: the removed ways in are named there. */
async function removalMail(app: FastifyInstance, to: string, subject: string) {
  const mail = (await mailsTo(app, to)).find((candidate) => candidate.subject === subject);
  expect(mail, `a mail "${subject}" to ${to}`).toBeDefined();
  return mail!;
}

describe.each(DIALECTS)('a reset or a change of login ends every other way in ($name)', (dialect) => {
  const ctx = useTestApp(dialect, env);

  it('a password reset: devices unpaired and their tokens void, the external identity unlinked, told in French', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const armed = await armedAccount(app, owner);
    const email = owner.passenger.email;
    okResponse(await post(app, 'Account/resetPassword', { email, networkId: 1 }));
    const code = (await latestLink(app, email, '/auth/reset/confirm')).searchParams.get('code');
    okResponse(
      await post(app, 'Identity/confirmPasswordReset', { email, code, password: 'repris-en-main-2026' }),
    );

    await expectNoWayIn(app, armed, await logIn(app, email, 'repris-en-main-2026'));
    const mail = await removalMail(app, email, 'Appareils et comptes de connexion retirés de votre compte');
    expect(mail.text).toContain('réinitialisé');
    expect(mail.text).toContain('«\u00a0Borne du salon\u00a0»');
    expect(mail.text).toContain('«\u00a0Tablette silencieuse\u00a0»');
    expect(mail.text).toContain('«\u00a0Téléphone en attente\u00a0»');
    expect(mail.text).toContain(`Compte Bretagne (${armed.subject}@idp.example)`);
    expect(mail.text).toContain('appelez la Maison de la mobilité au 01\u00a099\u00a000\u00a000\u00a000.');
    expect(mail.html).toContain('lang="fr"');
  });

  it('a reset by Actions/useCode LEGACY_PASSWORD_CHANGE does the same, told in English', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const armed = await armedAccount(app, owner);
    const email = owner.passenger.email;
    okResponse(await post(app, 'Account/resetPassword', { email, networkId: 1 }));
    const code = (await latestLink(app, email, '/auth/reset/confirm')).searchParams.get('code');
    okResponse(
      await put(app, 'Actions/useCode', {
        code,
        action: 'LEGACY_PASSWORD_CHANGE',
        newPassword: 'repris-en-main-2026',
        locale: 'en',
      }),
    );

    await expectNoWayIn(app, armed, await logIn(app, email, 'repris-en-main-2026'));
    const mail = await removalMail(app, email, 'Devices and sign-in accounts removed from your account');
    expect(mail.text).toContain('reset');
    expect(mail.text).toContain('“Borne du salon”');
    expect(mail.text).toContain(`Compte Bretagne (${armed.subject}@idp.example)`);
  });

  it('an e-mail change, once the new address takes effect: the same, told at the new address', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const armed = await armedAccount(app, owner);
    const newEmail = `repris.${Date.now().toString(36)}@example.org`;
    okResponse(
      await post(app, 'Identity/changeEmail', {
        userToken: owner.userToken,
        newEmail,
        currentPassword: owner.passenger.password,
        locale: 'en',
      }),
    );
    // Asked, not yet proven: nothing ends.
    expect(okResponse(await pollStatus(app, armed.silentSecret)).status).toBe('PAIRED');
    const code = (await latestLink(app, newEmail, '/en/auth/verify')).searchParams.get('code');
    okResponse(await put(app, 'Account/verify', { userToken: owner.userToken, code }));

    await expectNoWayIn(app, armed, owner.userToken);
    const mail = await removalMail(app, newEmail, 'Devices and sign-in accounts removed from your account');
    expect(mail.text).toContain(newEmail);
    expect(mail.text).toContain('“Tablette silencieuse”');
    expect(mail.text).toContain(`Compte Bretagne (${armed.subject}@idp.example)`);
  });

  it('an e-mail change proven without a session (Actions/useCode LEGACY_EMAIL_VERIFICATION): the same', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const armed = await armedAccount(app, owner);
    const newEmail = `repris.sans.session.${Date.now().toString(36)}@example.org`;
    okResponse(
      await post(app, 'Identity/changeEmail', {
        userToken: owner.userToken,
        newEmail,
        currentPassword: owner.passenger.password,
      }),
    );
    const code = (await latestLink(app, newEmail, '/auth/verify')).searchParams.get('code');
    okResponse(await put(app, 'Actions/useCode', { code, action: 'LEGACY_EMAIL_VERIFICATION' }));

    await expectNoWayIn(app, armed, owner.userToken);
    const mail = await removalMail(
      app,
      newEmail,
      'Appareils et comptes de connexion retirés de votre compte',
    );
    expect(mail.text).toContain('«\u00a0Borne du salon\u00a0»');
  });

  it('a password change from a session: the same, the session that made it kept', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const armed = await armedAccount(app, owner);
    okResponse(
      await post(app, 'Identity/changePassword', {
        userToken: owner.userToken,
        currentPassword: owner.passenger.password,
        newPassword: 'change-de-cap-2026',
        locale: 'fr',
      }),
    );

    await expectNoWayIn(app, armed, owner.userToken);
    const mail = await removalMail(
      app,
      owner.passenger.email,
      'Appareils et comptes de connexion retirés de votre compte',
    );
    expect(mail.text).toContain('modifié');
    expect(mail.text).toContain('«\u00a0Téléphone en attente\u00a0»');
  });

  it('nothing to remove: no such mail', async () => {
    const { app } = ctx();
    const owner = await signUpVerifiedAndLogIn(app);
    const email = owner.passenger.email;
    okResponse(await post(app, 'Account/resetPassword', { email, networkId: 1 }));
    const code = (await latestLink(app, email, '/auth/reset/confirm')).searchParams.get('code');
    okResponse(
      await post(app, 'Identity/confirmPasswordReset', { email, code, password: 'rien-a-retirer-2026' }),
    );
    const subjects = (await mailsTo(app, email)).map((mail) => mail.subject);
    expect(subjects).not.toContain('Appareils et comptes de connexion retirés de votre compte');
  });
});
