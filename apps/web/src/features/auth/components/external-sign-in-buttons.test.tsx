import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { ExternalSignInButtons } from './external-sign-in-buttons.tsx';

describe('the login page’s external sign-in', () => {
  it('shows a button for the provider of the network', async () => {
    fakeApi({
      'Networks/getAuthenticationConfiguration': ok({
        providers: [{ authProviderId: 3, label: 'Compte Bretagne', kind: 'oidc' }],
      }),
    });
    renderAt(<ExternalSignInButtons />, { path: '/auth/login' });
    expect(
      await screen.findByRole('button', { name: 'Se connecter avec Compte Bretagne' }),
    ).toBeInTheDocument();
  });

  it('shows nothing when the network has no provider', async () => {
    const api = fakeApi({ 'Networks/getAuthenticationConfiguration': ok({ providers: [] }) });
    const { container } = renderAt(<ExternalSignInButtons />, { path: '/auth/login' });
    await expect.poll(() => api.calls('Networks/getAuthenticationConfiguration').length).toBe(1);
    expect(container.querySelector('.external-sign-in')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
