import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { IdentitiesSection } from './identities-section.tsx';
import { accountUser } from '../../../../test/account-user.ts';

const LINKED = {
  identityId: 4,
  authProviderId: 1,
  label: 'Compte Bretagne',
  email: 'helene@idp.example',
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Hélène', userLastname: 'Le Goff' }, null),
);
afterEach(() => endSession());

describe('Sign-in accounts', () => {
  it('lists the linked account, removes it on request and offers to link one', async () => {
    let linked = [LINKED];
    const api = fakeApi({
      'account/identities': () => ok({ identities: linked }),
      'account/deleteIdentity': () => {
        linked = [];
        return ok({});
      },
      'Networks/getAuthenticationConfiguration': ok({
        providers: [{ authProviderId: 1, label: 'Compte Bretagne', kind: 'oidc' }],
      }),
    });
    const page = renderAt(<IdentitiesSection />, { path: '/account/identities' });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('helene@idp.example', { exact: false })).toBeInTheDocument();
    expect(within(list).getByText(/Lié le .*2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lier un compte Compte Bretagne' })).toBeInTheDocument();

    await page.user.click(
      screen.getByRole('button', { name: 'Retirer le compte Compte Bretagne helene@idp.example' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Le compte Compte Bretagne n’est plus lié');
    expect(api.calls('account/deleteIdentity')[0]!.body).toMatchObject({ userToken: 'tok', identityId: 4 });
    expect(await screen.findByText('Aucun compte externe n’est lié à votre compte.')).toBeInTheDocument();
  });

  it('says so when the network offers no provider, and tells a refused removal', async () => {
    fakeApi({
      'account/identities': ok({ identities: [LINKED] }),
      'account/deleteIdentity': ko('FORBIDDEN', 'You do not have access to this resource.', 403),
      'Networks/getAuthenticationConfiguration': ok({ providers: [] }),
    });
    const page = renderAt(<IdentitiesSection />, { path: '/account/identities' });
    expect(
      await screen.findByText('Aucun service de connexion externe n’est proposé sur ce réseau.'),
    ).toBeInTheDocument();
    await page.user.click(await screen.findByRole('button', { name: /Retirer le compte/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vous n’avez pas accès à cette ressource.');
  });

  it('an address not yet confirmed links nothing: the buttons give way to why, and a new link on request', async () => {
    const api = fakeApi({
      'Account/getUser.json': ok({
        user: accountUser({ emailVerified: false }),
      }),
      'Account/sendVerificationEmail': ok({ sent: true }),
      'account/identities': ok({ identities: [] }),
      'Networks/getAuthenticationConfiguration': ok({
        providers: [{ authProviderId: 1, label: 'Compte Bretagne', kind: 'oidc' }],
      }),
    });
    const page = renderAt(<IdentitiesSection />, { path: '/en/account/identities' });
    expect(
      await screen.findByText(
        'To link an external account, first confirm your email address helene@example.org with the link we sent there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link a Compte Bretagne account' })).not.toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Get a new confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A confirmation link has just been sent to helene@example.org: open it, then come back to this page.',
    );
    expect(api.calls('Account/sendVerificationEmail')).toHaveLength(1);
  });
});
