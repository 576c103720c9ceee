import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, sessionStore } from '../../../lib/session.ts';
import { LoginForm } from './login-form.tsx';

const demoUser = { userToken: 'user-token', userId: 3, userName: 'Hélène', userLastname: 'Le Goff' };

afterEach(() => endSession());

async function logIn(
  path: string,
  labels = { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' },
) {
  const page = renderAt(<LoginForm />, {
    path,
    routes: [landing('/cards'), landing('/account'), landing('/en/cards')],
  });
  await page.user.type(screen.getByLabelText(labels.email), 'helene@example.org');
  await page.user.type(screen.getByLabelText(labels.password), 'mot-de-passe-2026');
  await page.user.click(screen.getByRole('button', { name: labels.submit }));
  return page;
}

describe('the login form', () => {
  it('signs in, opens the session on the network and goes to the cards', async () => {
    const api = fakeApi({
      'Identity/signIn': ok({ idToken: 'id-token' }),
      'Account/login.json': ok({ user: demoUser }),
    });
    await logIn('/auth/login');
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
    expect(api.calls('Identity/signIn')[0]!.body).toMatchObject({
      email: 'helene@example.org',
      password: 'mot-de-passe-2026',
    });
    expect(api.calls('Account/login.json')[0]!.body).toMatchObject({
      firebase_token: 'id-token',
      network_id: 1,
      originType: 'ESHOP',
      locale: 'fr',
    });
    expect(sessionStore.getState().user).toEqual(demoUser);
  });

  it('goes back to the page asked for when it is on this site, and only then', async () => {
    fakeApi({ 'Identity/signIn': ok({ idToken: 'id' }), 'Account/login.json': ok({ user: demoUser }) });
    await logIn('/auth/login?redirect=%2Faccount');
    expect(await screen.findByText('landed on /account')).toBeInTheDocument();
    endSession();
    await logIn('/auth/login?redirect=%2F%2Fevil.example.org');
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
  });

  it.each([
    ['EMAIL_NOT_FOUND', 404, 'Cette adresse e-mail ne correspond à aucun compte.', '#login-email'],
    ['INVALID_PASSWORD', 400, 'Mot de passe non reconnu, veuillez réessayer.', '#login-password'],
  ])(
    'says %s once, at the top, linked to its field, keeping the values',
    async (code, status, text, href) => {
      fakeApi({ 'Identity/signIn': ko(code, 'server wording', status) });
      await logIn('/auth/login');
      const message = await screen.findByRole('link', { name: text });
      expect(message).toHaveAttribute('href', href);
      expect(screen.getAllByText(text)).toHaveLength(1);
      expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('helene@example.org');
    },
  );

  it('speaks English under /en', async () => {
    fakeApi({ 'Identity/signIn': ko('EMAIL_NOT_FOUND', 'x', 404) });
    await logIn('/en/auth/login', { email: 'Email address', password: 'Password', submit: 'Log in' });
    expect(
      await screen.findByText('This email address does not correspond to any account.'),
    ).toBeInTheDocument();
  });

  it('asks which profile to use when the account has several, then logs in with it', async () => {
    const api = fakeApi({
      'Identity/signIn': ok({ idToken: 'id-token' }),
      'Account/login.json': ({ body }) =>
        body?.user_id === 9
          ? ok({ user: { ...demoUser, userId: 9 } })
          : ok({
              profiles: [
                { userId: 3, userName: 'Hélène', userLastname: 'Le Goff' },
                { userId: 9, userName: 'Lou', userLastname: 'Le Goff' },
              ],
            }),
    });
    const page = await logIn('/auth/login');
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez un profil' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Lou Le Goff' }));
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
    expect(api.calls('Account/login.json')[1]!.body).toMatchObject({
      firebase_token: 'id-token',
      user_id: 9,
    });
    expect(sessionStore.getState().user?.userId).toBe(9);
  });

  it('says "The response did not contain the user" when login answers neither', async () => {
    fakeApi({ 'Identity/signIn': ok({ idToken: 'id' }), 'Account/login.json': ok({}) });
    await logIn('/en/auth/login', { email: 'Email address', password: 'Password', submit: 'Log in' });
    expect(await screen.findByText('The response did not contain the user')).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });
});
