import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { GuestReloadSection } from './guest-reload-section.tsx';

describe('the login page’s reload without an account (decision 054)', () => {
  it('says what it does, and opens its form on request with the focus on the card number', async () => {
    const page = renderAt(<GuestReloadSection />, { path: '/auth/login' });
    const section = await screen.findByRole('region', { name: 'Recharger une carte sans compte' });
    expect(section).toHaveTextContent('Pas de compte');
    expect(screen.queryByLabelText('Numéro de la carte', { exact: false })).not.toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Saisir les informations de la carte' }));
    const number = await screen.findByLabelText('Numéro de la carte', { exact: false });
    expect(number).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'Saisir les informations de la carte' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger cette carte' })).toBeInTheDocument();
  });

  it('speaks English under /en', async () => {
    const page = renderAt(<GuestReloadSection />, { path: '/en/auth/login' });
    await page.user.click(await screen.findByRole('button', { name: 'Enter the card’s details' }));
    expect(await screen.findByLabelText('Card number', { exact: false })).toHaveFocus();
  });
});
