import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { ProfileList } from './profile-list.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Gwenaëlle', userLastname: 'Le Bihan' }, null),
);
afterEach(() => endSession());

function profilesApi() {
  let profiles = [
    { userId: 5, userName: 'Gwenaëlle', userLastname: 'Le Bihan' },
    { userId: 6, userName: 'Erwan', userLastname: 'Le Bihan' },
  ];
  const create: Handler = ({ body }) => {
    const profile = { userId: 7, userName: String(body?.firstname), userLastname: String(body?.name) };
    profiles = [...profiles, profile];
    return ok({ profile });
  };
  const disable: Handler = ({ body }) => {
    if (body?.profileId === 5) return ko('PROFILE_IN_USE', 'Ce profil ne peut pas être désactivé.', 409);
    profiles = profiles.filter((p) => p.userId !== body?.profileId);
    return ok({});
  };
  return fakeApi({
    'Account/getProfiles.json': () => ok({ profiles, currentUserId: 5 }),
    'Account/createProfile.json': create,
    'Account/disableProfile': disable,
  });
}

describe('Profiles', () => {
  it('lists the profiles, the current one in words, and disables another after a confirmation', async () => {
    const api = profilesApi();
    renderAt(<ProfileList />, { path: '/account/profiles' });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Gwenaëlle Le Bihan – profil de cette connexion',
    );
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver Erwan Le Bihan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver le profil de Erwan Le Bihan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('Le profil de Erwan Le Bihan est désactivé.')).toBeInTheDocument();
    expect(api.calls('Account/disableProfile')[0]?.body).toMatchObject({ profileId: 6 });
    expect(screen.queryByText('Erwan Le Bihan')).not.toBeInTheDocument();
  });

  it('adds a profile with the sign-up’s name rules, errors in the summary first', async () => {
    const api = profilesApi();
    renderAt(<ProfileList />, { path: '/account/profiles' });
    const submit = await screen.findByRole('button', { name: 'Ajouter le profil' });
    await userEvent.type(screen.getByLabelText(/Prénom/), 'L3o');
    await userEvent.click(submit);
    expect(await screen.findByRole('link', { name: /Prénom/ })).toBeInTheDocument();
    expect(api.calls('Account/createProfile.json')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/Prénom/));
    await userEvent.type(screen.getByLabelText(/Prénom/), 'Maëlys');
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Le Bihan');
    await userEvent.click(submit);
    expect(await screen.findByText('Le profil de Maëlys Le Bihan est ajouté.')).toBeInTheDocument();
    expect(api.calls('Account/createProfile.json')[0]?.body).toMatchObject({
      name: 'Le Bihan',
      firstname: 'Maëlys',
    });
  });
});
