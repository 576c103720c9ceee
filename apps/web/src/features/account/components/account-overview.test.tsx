import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { AccountOverview } from './account-overview.tsx';
import { accountUser } from '../../../../test/account-user.ts';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Hélène', userLastname: 'Le Goff' }, null),
);
afterEach(() => endSession());

describe('My account', () => {
  it('shows the personal details and sends the verification email on request', async () => {
    const api = fakeApi({
      'Account/getUser.json': ok({
        user: accountUser({ email: 'h@example.org', phone: '0612345678', emailVerified: false }),
      }),
      'Account/sendVerificationEmail': ok({ sent: true }),
    });
    const page = renderAt(<AccountOverview />, { path: '/account' });
    expect(await screen.findByText('h@example.org')).toBeInTheDocument();
    // The mobile as it is printed: digit pairs that never break across lines.
    expect(screen.getByText('06 12 34 56 78').textContent).toBe('06\u00a012\u00a034\u00a056\u00a078');
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

  it('the account menu leads to every page of the account area and to pairing (spec §2), in each language', async () => {
    fakeApi({
      'Account/getUser.json': ok({ user: accountUser() }),
    });
    const page = renderAt(<AccountOverview />, { path: '/account', routes: [landing('/account/invoices')] });
    const menu = screen.getByRole('navigation', { name: 'Mon espace' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Coordonnées et mot de passe', '/account/personal-details'],
      ['Mes cartes de transport', '/cards'],
      ['Suivi de commandes', '/account/history'],
      ['Factures', '/account/invoices'],
      ['Cartes de paiement', '/account/payment-cards'],
      ['Réservations de vélos', '/account/reservations'],
      ['Notifications', '/account/notifications'],
      ['Profils', '/account/profiles'],
      ['Comptes de connexion', '/account/identities'],
      ['Appairer un appareil', '/pairing'],
      ['Vos données', '/account/data'],
    ]);
    await page.user.click(within(menu).getByRole('link', { name: 'Factures' }));
    expect(page.location()).toBe('/account/invoices');
    page.unmount();

    renderAt(<AccountOverview />, { path: '/en/account' });
    const english = screen.getByRole('navigation', { name: 'My account menu' });
    expect(within(english).getByRole('link', { name: 'Order tracking' })).toHaveAttribute(
      'href',
      '/en/account/history',
    );
    expect(within(english).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/en/account/invoices',
    );
  });
});
