import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { aCard } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { BikeReservations } from './bike-reservations.tsx';

beforeEach(() =>
  startSession({ userToken: 'tok', userId: 5, userName: 'Claire', userLastname: 'Morel' }, null),
);
afterEach(() => endSession());

const card = (id: number, number: string, firstname: string) =>
  aCard({ id, number, holder: { firstname, name: 'Morel' } });
const getCards = ok({ CARDS: [card(1, '4100000101', 'Claire'), card(2, '4100000102', 'Léo')] });

const trips = [
  {
    id: 8,
    startedAt: '2026-11-24T16:12:00.000Z',
    endedAt: '2026-11-24T16:54:00.000Z',
    priceCents: 150,
    bikeType: 'ELECTRIC',
  },
  {
    id: 3,
    startedAt: '2026-11-10T07:12:00.000Z',
    endedAt: '2026-11-10T07:30:00.000Z',
    priceCents: 0,
    bikeType: 'MECHANICAL',
  },
];

const reservations: Handler = ({ body }) =>
  body?.pin === '2468'
    ? ok({ mediaId: body.mediaId, reservations: trips })
    : ko('BIKE_PIN_INVALID', 'Code PIN incorrect.');

describe('Bike reservations', () => {
  it('a card and its pin show the trips, newest first, with dates, type in words and euros', async () => {
    const api = fakeApi({
      'Account/getCards.json': getCards,
      'Account/getBikeReservations.json': reservations,
    });
    const { user } = renderAt(<BikeReservations />, { path: '/account/reservations' });

    await user.click(await screen.findByRole('radio', { name: '4100000101 – Claire Morel' }));
    await user.type(screen.getByLabelText(/Code PIN vélo/), '2468');
    await user.click(screen.getByRole('button', { name: 'Voir les réservations' }));

    const table = await screen.findByRole('table', { name: /Réservations de vélos de la carte 4100000101/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['24 nov. 2026, 17:12', '24 nov. 2026, 17:54', 'Électrique', '1,50\u00a0€'],
      ['10 nov. 2026, 08:12', '10 nov. 2026, 08:30', 'Mécanique', '0,00\u00a0€'],
    ]);
    expect(screen.getByText('2 réservations')).toBeInTheDocument();
    expect(api.calls('Account/getBikeReservations.json')[0]!.body).toMatchObject({ mediaId: 1, pin: '2468' });
    // The pin is not kept once used.
    expect(screen.getByLabelText(/Code PIN vélo/)).toHaveValue('');
  });

  it('says the pin rule and a wrong pin at the field, in the summary, without sending a malformed pin', async () => {
    const api = fakeApi({
      'Account/getCards.json': getCards,
      'Account/getBikeReservations.json': reservations,
    });
    const { user } = renderAt(<BikeReservations />, { path: '/account/reservations' });

    await user.click(await screen.findByRole('button', { name: 'Voir les réservations' }));
    expect(
      await screen.findByRole('heading', { name: 'Le formulaire contient 2 erreurs' }),
    ).toBeInTheDocument();
    expect(api.calls('Account/getBikeReservations.json')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4100000102 – Léo Morel' }));
    await user.type(screen.getByLabelText(/Code PIN vélo/), '12a');
    await user.click(screen.getByRole('button', { name: 'Voir les réservations' }));
    expect(await screen.findAllByText(/Quatre chiffres/)).not.toHaveLength(0);
    expect(api.calls('Account/getBikeReservations.json')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Code PIN vélo/));
    await user.type(screen.getByLabelText(/Code PIN vélo/), '1111');
    await user.click(screen.getByRole('button', { name: 'Voir les réservations' }));
    expect(await screen.findAllByText(/Code PIN incorrect/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/Code PIN vélo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a locked card is said at the top', async () => {
    fakeApi({
      'Account/getCards.json': getCards,
      'Account/getBikeReservations.json': ko('BIKE_PIN_LOCKED', 'Trop de codes PIN erronés', 429),
    });
    const { user } = renderAt(<BikeReservations />, { path: '/account/reservations' });
    await user.click(await screen.findByRole('radio', { name: '4100000101 – Claire Morel' }));
    await user.type(screen.getByLabelText(/Code PIN vélo/), '2468');
    await user.click(screen.getByRole('button', { name: 'Voir les réservations' }));
    expect(
      await screen.findByRole('heading', { name: 'Le formulaire contient 1 erreur' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Trop de codes PIN erronés/)).toBeInTheDocument();
  });
});
