import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { STARTED_STATE_KEY } from '../../../lib/external-sign-in.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { ExternalSignInCallback } from './external-sign-in-callback.tsx';

const ACCOUNT = {
  label: 'Compte Bretagne',
  subject: 'sub-42',
  email: 'jean@idp.example',
  name: 'Jean Le Bras',
};
const LINKING = {
  authProviderToken: 'jeton-du-fournisseur',
  linked: false,
  purpose: 'link',
  account: ACCOUNT,
};
const IDENTITY = {
  identityId: 7,
  authProviderId: 1,
  label: 'Compte Bretagne',
  email: 'jean@idp.example',
  createdAt: '2026-11-28T08:00:00.000Z',
};

/** The api of the callback: the exchange answers `exchanged`, the link answers the identity. */
function callbackApi(exchanged: unknown = LINKING) {
  return fakeApi({
    'authentication/exchangeAuthorizationCode': ok(exchanged),
    'account/createIdentity': ok({ identity: IDENTITY }),
    'account/authenticate': ok({ idToken: 'id-token' }),
    'Account/login.json': ok({
      user: { userToken: 'nouveau', userId: 5, userName: 'Jean', userLastname: 'Le Bras' },
    }),
  });
}

const open = (path: string) =>
  renderAt(<ExternalSignInCallback />, {
    path,
    routes: [landing('/account/identities'), landing('/en/account/identities'), landing('/cards')],
  });

beforeEach(() => {
  startSession({ userToken: 'tok', userId: 5, userName: 'Hélène', userLastname: 'Le Goff' }, null);
  window.sessionStorage.clear();
});
afterEach(() => {
  endSession();
  window.sessionStorage.clear();
});

describe('/auth/callback', () => {
  it('asks before linking, names the provider’s account and says what linking means; links on “Lier ce compte”', async () => {
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-1');
    const api = callbackApi();
    const page = open('/auth/callback?code=code-1&state=etat-1');

    const question = await screen.findByRole('heading', {
      level: 2,
      name: 'Lier le compte Compte Bretagne jean@idp.example à votre compte\u00a0?',
    });
    expect(question).toHaveFocus();
    expect(
      screen.getByText(
        /quiconque se connecte à ce compte Compte Bretagne ouvre votre compte Océane Mobilités/,
      ),
    ).toBeInTheDocument();
    expect(api.calls('authentication/exchangeAuthorizationCode')[0]!.body).toMatchObject({
      code: 'code-1',
      state: 'etat-1',
    });
    // Nothing is linked before the passenger says so.
    expect(api.calls('account/createIdentity')).toHaveLength(0);

    await page.user.click(screen.getByRole('button', { name: 'Lier ce compte' }));
    expect(await screen.findByText('landed on /account/identities')).toBeInTheDocument();
    expect(api.calls('account/createIdentity')).toHaveLength(1);
    expect(api.calls('account/createIdentity')[0]!.body).toMatchObject({
      userToken: 'tok',
      authProviderToken: 'jeton-du-fournisseur',
    });
    expect(page.router.state.location.state).toEqual({ linked: 'Compte Bretagne' });
  });

  it('asks all the same when the page is mounted again while the api answers, and exchanges once', async () => {
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-6');
    const api = callbackApi();
    const first = open('/auth/callback?code=code-6&state=etat-6');
    first.unmount();
    open('/auth/callback?code=code-6&state=etat-6');
    expect(
      await screen.findByRole('heading', { name: /^Lier le compte Compte Bretagne jean@idp\.example/ }),
    ).toBeInTheDocument();
    expect(api.calls('authentication/exchangeAuthorizationCode')).toHaveLength(1);
  });

  it('links nothing when the passenger cancels', async () => {
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-2');
    const api = callbackApi();
    const page = open('/auth/callback?code=code-2&state=etat-2');
    await page.user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(await screen.findByText('landed on /account/identities')).toBeInTheDocument();
    expect(page.router.state.location.state).toEqual({
      notLinked: { label: 'Compte Bretagne', account: 'jean@idp.example' },
    });
    expect(api.calls('account/createIdentity')).toHaveLength(0);
  });

  it('asks in English, naming the account by its subject when the provider gives no e-mail nor name', async () => {
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-3');
    callbackApi({ ...LINKING, account: { ...ACCOUNT, email: null, name: null } });
    const page = open('/en/auth/callback?code=code-3&state=etat-3');
    expect(
      await screen.findByRole('heading', {
        name: 'Link the Compte Bretagne account sub-42 to your account?',
      }),
    ).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Link this account' }));
    expect(await screen.findByText('landed on /en/account/identities')).toBeInTheDocument();
  });

  it('hands the api no answer to a trip this tab did not start: a link someone sent is refused', async () => {
    // Another tab's trip, or none at all: the state in the address is not this tab's.
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-de-cet-onglet');
    const api = callbackApi();
    open('/auth/callback?code=code-attaquant&state=etat-attaquant');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette demande de connexion n’a pas été commencée dans cet onglet : rien n’a été lié ni ouvert.',
    );
    expect(screen.getByRole('link', { name: 'Revenir à mes comptes de connexion' })).toBeInTheDocument();
    expect(api.calls('authentication/exchangeAuthorizationCode')).toHaveLength(0);
    expect(api.calls('account/createIdentity')).toHaveLength(0);
    // The tab's own state is spent too: a second try with it finds nothing.
    expect(window.sessionStorage.getItem(STARTED_STATE_KEY)).toBeNull();
  });

  it('refuses the same way with nothing kept in the tab, signed out', async () => {
    endSession();
    const api = callbackApi({ ...LINKING, purpose: 'signin' });
    open('/en/auth/callback?code=code-4&state=etat-4');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in request was not started in this tab: nothing was linked or opened.',
    );
    expect(screen.getByRole('link', { name: 'Back to the login' })).toBeInTheDocument();
    expect(api.calls('authentication/exchangeAuthorizationCode')).toHaveLength(0);
    expect(api.calls('account/authenticate')).toHaveLength(0);
  });

  it('signs in with the answer to a sign-in trip this tab started, without asking', async () => {
    endSession();
    window.sessionStorage.setItem(STARTED_STATE_KEY, 'etat-5');
    const api = callbackApi({ ...LINKING, purpose: 'signin', linked: true });
    open('/auth/callback?code=code-5&state=etat-5');
    await expect.poll(() => api.calls('account/authenticate').length).toBe(1);
    expect(api.calls('account/authenticate')[0]!.body).toMatchObject({
      authProviderToken: 'jeton-du-fournisseur',
    });
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
    expect(api.calls('account/createIdentity')).toHaveLength(0);
  });
});
