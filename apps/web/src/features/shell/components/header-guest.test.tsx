import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { Header } from './header.tsx';

beforeEach(() =>
  startSession({ userToken: 't', userId: 41, userName: '', userLastname: '', guestMediaId: 12 }, null),
);
afterEach(() => endSession());

describe('the header of a guest (decision 054)', () => {
  it('says “Invité”, links the card’s reload and the orders, never the cards nor the account', () => {
    renderAt(<Header onLogout={vi.fn()} />, { path: '/cards/topup/12' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Vous êtes connecté en invité')).toBeInTheDocument();
    expect(within(banner).getByText('Invité')).toBeInTheDocument();
    const nav = within(banner).getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Recharger la carte' })).toHaveAttribute(
      'href',
      '/cards/topup/12',
    );
    expect(within(nav).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/account/history',
    );
    const hrefs = within(banner)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/cards');
    expect(hrefs).not.toContain('/account');
    // The header's button, and on wide screens the navigation's (spec §2): a guest logs out too.
    expect(within(banner).getAllByRole('button', { name: 'Se déconnecter' })).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('in English, says “Guest”', () => {
    renderAt(<Header onLogout={vi.fn()} />, { path: '/en/cart' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Guest')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/en/account/history',
    );
    expect(within(banner).getByRole('link', { name: 'Océane Mobilités, my cards' })).toHaveAttribute(
      'href',
      '/en/cards/topup/12',
    );
  });
});
