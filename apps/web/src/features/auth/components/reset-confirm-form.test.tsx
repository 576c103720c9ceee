import { MESSAGES } from '@oceane/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ko } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { ResetConfirmForm } from './reset-confirm-form.tsx';

describe('the new password form opened from the mailed link', () => {
  it('shows the api’s refusal of a common password next to the password field', async () => {
    fakeApi({
      'Identity/confirmPasswordReset': ko('VALIDATION_ERROR', 'server wording', 400, {
        password: 'validation.password.common',
      }),
    });
    const view = renderAt(<ResetConfirmForm email="louise@example.org" code="a-mailed-code" />, {
      path: '/auth/reset/confirm',
    });
    const password = screen.getByLabelText('Nouveau mot de passe');
    await view.user.type(password, 'azertyuiop');
    await view.user.type(screen.getByLabelText('Confirmation du mot de passe'), 'azertyuiop');
    await view.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.fr.validation['password.common']),
      ),
    );
    expect(password).toHaveValue('azertyuiop');
  });
});
