import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, markSessionExpired, startSession } from '../../../lib/session.ts';
import { SessionExpiry } from './session-expiry.tsx';

afterEach(() => endSession());

describe('the session expiry mount point', () => {
  it('shows nothing while the session is alive, then loads and opens the popup when it expires', async () => {
    startSession({ userToken: 't', userId: 1, userName: 'A', userLastname: 'B' }, 'id');
    renderAt(<SessionExpiry />, { path: '/cards' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => markSessionExpired());
    expect(await screen.findByRole('dialog', { name: 'Session expirée' })).toBeInTheDocument();
  });

  it('shows nothing to a visitor who never logged in', () => {
    renderAt(<SessionExpiry />, { path: '/' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Session expirée');
  });
});
