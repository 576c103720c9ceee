import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { AccountOverview } from './account-overview.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Hélène', userLastname: 'Le Goff' }, null),
);
afterEach(() => endSession());

describe('My account', () => {
  it('shows the personal details and sends the verification email on request', async () => {
    const api = fakeApi({
      'Account/getUser.json': ok({
        user: {
          userId: 5,
          userName: 'Hélène',
          userLastname: 'Le Goff',
          email: 'h@example.org',
          phone: '0612345678',
          emailVerified: false,
        },
      }),
      'Account/sendVerificationEmail': ok({ sent: true }),
    });
    const page = renderAt(<AccountOverview />, { path: '/account' });
    expect(await screen.findByText('h@example.org')).toBeInTheDocument();
    expect(api.calls('Account/getUser.json')[0]!.body).toMatchObject({
      userToken: 'tok',
      userId: 5,
      networkId: 1,
    });
    expect(screen.getByText('Votre adresse e-mail n’est pas encore vérifiée.')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Envoyer l’e-mail de vérification' }));
    expect(await screen.findByRole('status')).toHaveTextContent('h@example.org');
    expect(api.calls('Account/sendVerificationEmail')).toHaveLength(1);
  });

  it('shows a guest’s account, who has no e-mail address to verify (the api answers null)', async () => {
    fakeApi({
      'Account/getUser.json': ok({
        user: {
          userId: 5,
          userName: '',
          userLastname: '',
          email: null,
          phone: null,
          emailVerified: false,
          guest: true,
          role: 'passenger',
        },
      }),
    });
    renderAt(<AccountOverview />, { path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Envoyer l’e-mail de vérification' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
