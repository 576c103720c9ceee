import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { aCard } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { BikePinChange } from './bike-pin-form.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

const card = (id: number, number: string, firstname: string) =>
  aCard({ id, number, holder: { firstname, name: 'Morel' } });
const getCards = ok({ CARDS: [card(1, '4100000101', 'Claire'), card(2, '4100000102', 'Léo')] });

const setPin: Handler = ({ body }) => {
  if (body?.password !== undefined && body.password !== 'demo-password-2026')
    return ko('INVALID_PASSWORD', 'Mot de passe non reconnu, veuillez réessayer.');
  if (body?.currentPin !== undefined && body.currentPin !== '2468')
    return ko('BIKE_PIN_INVALID', 'Code PIN incorrect.');
  return ok({ mediaId: body?.mediaId, updatedAt: '2026-11-26T10:00:00.000Z', mailed: true });
};

describe('Set or change the bike pin', () => {
  it('a card, the account password and the new pin twice save the pin; the fields are cleared and the mail said', async () => {
    const api = fakeApi({ 'Account/getCards.json': getCards, 'Account/setBikePin.json': setPin });
    const { user } = renderAt(<BikePinChange />, { path: '/account/reservations' });

    expect(
      await screen.findByRole('heading', { name: 'Choisir ou changer le code PIN vélo' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4100000102 – Léo Morel' }));
    expect(screen.getByRole('radio', { name: 'Le mot de passe de mon compte' })).toBeChecked();
    await user.type(screen.getByLabelText(/Mot de passe du compte/), 'demo-password-2026');
    await user.type(screen.getByLabelText(/^Nouveau code PIN/), '2580');
    await user.type(screen.getByLabelText(/Confirmez le nouveau code PIN/), '2580');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));

    expect(await screen.findByText(/Le code PIN de la carte 4100000102 est enregistré/)).toBeInTheDocument();
    expect(api.calls('Account/setBikePin.json')[0]!.body).toMatchObject({
      mediaId: 2,
      newPin: '2580',
      password: 'demo-password-2026',
    });
    expect(api.calls('Account/setBikePin.json')[0]!.body).not.toHaveProperty('currentPin');
    expect(screen.getByLabelText(/Mot de passe du compte/)).toHaveValue('');
    expect(screen.getByLabelText(/^Nouveau code PIN/)).toHaveValue('');
  });

  it('with the current pin: sends it instead of the password', async () => {
    const api = fakeApi({ 'Account/getCards.json': getCards, 'Account/setBikePin.json': setPin });
    const { user } = renderAt(<BikePinChange />, { path: '/account/reservations' });
    await user.click(await screen.findByRole('radio', { name: '4100000101 – Claire Morel' }));
    await user.click(screen.getByRole('radio', { name: 'Le code PIN actuel de la carte' }));
    expect(screen.queryByLabelText(/Mot de passe du compte/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code PIN actuel/), '2468');
    await user.type(screen.getByLabelText(/^Nouveau code PIN/), '1357');
    await user.type(screen.getByLabelText(/Confirmez le nouveau code PIN/), '1357');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));
    expect(await screen.findByText(/Le code PIN de la carte 4100000101 est enregistré/)).toBeInTheDocument();
    const body = api.calls('Account/setBikePin.json')[0]!.body;
    expect(body).toMatchObject({ mediaId: 1, newPin: '1357', currentPin: '2468' });
    expect(body).not.toHaveProperty('password');
  });

  it('says missing fields, a trivial pin and a mismatch in the summary and at the fields, sending nothing', async () => {
    const api = fakeApi({ 'Account/getCards.json': getCards, 'Account/setBikePin.json': setPin });
    const { user } = renderAt(<BikePinChange />, { path: '/account/reservations' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer le code PIN' }));
    const summary = await screen.findByRole('heading', { name: 'Le formulaire contient 4 erreurs' });
    expect(summary).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4100000101 – Claire Morel' }));
    await user.type(screen.getByLabelText(/Mot de passe du compte/), 'demo-password-2026');
    await user.type(screen.getByLabelText(/^Nouveau code PIN/), '1234');
    await user.type(screen.getByLabelText(/Confirmez le nouveau code PIN/), '1243');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));
    expect(await screen.findAllByText(/trop facile à deviner/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Nouveau code PIN/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Nouveau code PIN/));
    await user.type(screen.getByLabelText(/^Nouveau code PIN/), '2580');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));
    expect(await screen.findAllByText('Les deux codes PIN ne correspondent pas')).not.toHaveLength(0);
    expect(api.calls('Account/setBikePin.json')).toHaveLength(0);
  });

  it('a wrong password or current pin is said at its field, what was typed kept', async () => {
    fakeApi({ 'Account/getCards.json': getCards, 'Account/setBikePin.json': setPin });
    const { user } = renderAt(<BikePinChange />, { path: '/account/reservations' });
    await user.click(await screen.findByRole('radio', { name: '4100000101 – Claire Morel' }));
    await user.type(screen.getByLabelText(/Mot de passe du compte/), 'pas-le-bon');
    await user.type(screen.getByLabelText(/^Nouveau code PIN/), '2580');
    await user.type(screen.getByLabelText(/Confirmez le nouveau code PIN/), '2580');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));
    expect(
      await screen.findByRole('heading', { name: 'Le formulaire contient 1 erreur' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Mot de passe du compte/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Nouveau code PIN/)).toHaveValue('2580');

    await user.click(screen.getByRole('radio', { name: 'Le code PIN actuel de la carte' }));
    await user.type(screen.getByLabelText(/Code PIN actuel/), '9999');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le code PIN' }));
    expect(await screen.findAllByText(/Code PIN incorrect/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/Code PIN actuel/)).toHaveAttribute('aria-invalid', 'true');
  });
});
