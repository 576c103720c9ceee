import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, sessionStore, startSession } from '../../../lib/session.ts';
import { AccountErasure } from './account-erasure.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

describe('Delete my account', () => {
  it('asks the password first, names the field in the summary, then mails the link', async () => {
    const api = fakeApi({
      'Account/requestErasure': ({ body }) =>
        body?.password === 'bon-mot-de-passe'
          ? ok({ expiresAt: '2026-11-26T10:30:00.000Z' })
          : ko('INVALID_PASSWORD', 'Mot de passe non reconnu, veuillez réessayer.'),
    });
    renderAt(<AccountErasure code={null} />, { path: '/account/data' });
    expect(screen.getByText(/vos factures, telles qu’elles ont été émises/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Recevoir le lien de suppression' });
    await userEvent.click(submit);
    expect(await screen.findByRole('link', { name: /Mot de passe actuel/ })).toBeInTheDocument();
    expect(api.calls('Account/requestErasure')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Mot de passe actuel/), 'faux');
    await userEvent.click(submit);
    expect(await screen.findAllByText('Mot de passe non reconnu, veuillez réessayer.')).not.toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Mot de passe actuel/));
    await userEvent.type(screen.getByLabelText(/Mot de passe actuel/), 'bon-mot-de-passe');
    await userEvent.click(submit);
    expect(await screen.findByText(/Un e-mail vous a été envoyé/)).toBeInTheDocument();
    expect(api.calls('Account/requestErasure').at(-1)?.body).toMatchObject({ password: 'bon-mot-de-passe' });
  });

  it('the mailed link confirms the deletion: the code is spent and the session ends on this device', async () => {
    const api = fakeApi({ 'Actions/useCode': ok({ action: 'LEGACY_ACCOUNT_ANONYMIZATION' }) });
    renderAt(<AccountErasure code="abcdefghijklmnop" />, { path: '/account/data' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await screen.findByText(/Votre compte a été supprimé/)).toBeInTheDocument();
    expect(api.calls('Actions/useCode')[0]?.body).toMatchObject({
      code: 'abcdefghijklmnop',
      action: 'LEGACY_ACCOUNT_ANONYMIZATION',
    });
    expect(sessionStore.getState().user).toBeNull();
  });

  it('a spent or expired code says so and offers a new link', async () => {
    fakeApi({
      'Actions/useCode': ko(
        'INVALID_ERASURE_CODE',
        'Ce code de suppression n’est plus valide. Demandez-en un nouveau.',
      ),
    });
    renderAt(<AccountErasure code="abcdefghijklmnop" />, { path: '/account/data' });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }));
    expect(await screen.findByText(/Ce code de suppression n’est plus valide/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recevoir le lien de suppression' })).toBeInTheDocument();
    expect(sessionStore.getState().user).not.toBeNull();
  });
});
