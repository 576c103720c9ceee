import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { endSession, startSession } from '../lib/session.ts';
import { AppHeader, loadHeader } from './app-header.tsx';

const logIn = () =>
  startSession({ userToken: 't', userId: 1, userName: 'Hélène', userLastname: 'Le Goff' }, null);

afterEach(() => endSession());

describe('the header as a chunk of its own (issue 9)', () => {
  it('shows nothing to a visitor', async () => {
    renderAt(<AppHeader />);
    await act(async () => undefined);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('comes once its chunk is there for a logged-in user, with the logout', async () => {
    logIn();
    renderAt(<AppHeader />, { path: '/en/cards' });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getAllByRole('button', { name: 'Log out' })).not.toHaveLength(0);
  });

  it('shows at the first render once loaded, as the private layout does before its pages', async () => {
    await loadHeader();
    logIn();
    renderAt(<AppHeader />, { path: '/en/cards' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('goes when the user logs out', async () => {
    logIn();
    renderAt(<AppHeader />);
    await screen.findByRole('banner');
    act(() => endSession());
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
