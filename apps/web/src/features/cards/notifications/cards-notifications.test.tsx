import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { aCard, USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { CardsNotifications } from './cards-notifications.tsx';

const STOPS = [
  { id: 5, name: 'Gare maritime', town: 'Port-Marin', modes: ['BUS', 'BOAT'] },
  { id: 15, name: 'Île aux Mouettes – Embarcadère', town: 'Île aux Mouettes', modes: ['BOAT'] },
  { id: 3, name: 'Place du Marché', town: 'Port-Marin', modes: ['BUS'] },
];

const TRIPS = {
  origin: STOPS[0],
  destination: STOPS[1],
  trips: [
    {
      line: { code: 'B1', name: 'Navette de l’île aux Mouettes', mode: 'BOAT', color: '#005f73' },
      headsign: 'Île aux Mouettes – Embarcadère',
      durationMinutes: 15,
      departures: ['2026-11-26T08:00:00.000Z', '2026-11-26T09:00:00.000Z', '2026-11-26T10:00:00.000Z'],
    },
  ],
};

const CLAIRE = aCard({
  alerts: {
    email: 'claire@example.org',
    phone: null,
    deliveryMode: 'EMAIL',
    favoriteModes: [],
    favoriteLines: ['1'],
  },
});
const LEO = aCard({ id: 12, number: '4100000102', holder: { firstname: 'Léo' } });

/** Media/updateAlerts.json as the api answers: the card with what was saved. */
const updateAlerts: Handler = ({ body }) => {
  const card = body?.mediaId === 12 ? LEO : CLAIRE;
  return ok({ card: { ...card, alerts: body?.alerts, consents: body?.consents } });
};

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

describe('Notifications of every card', () => {
  it('lists each card by its holder, adds a line found between two stops and saves it', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [CLAIRE, LEO] }),
      'Transit/getODStops': ok({ stops: STOPS }),
      'Transit/getODTrips': ok(TRIPS),
      'Media/updateAlerts.json': updateAlerts,
    });
    const page = renderAt(<CardsNotifications />, { path: '/account/notifications' });
    const claire = await screen.findByRole('region', { name: 'Claire Morel' });
    expect(screen.getByRole('region', { name: 'Léo Morel' })).toBeInTheDocument();
    const card = within(claire);
    expect(card.getByText('Carte n° 4100000101')).toBeInTheDocument();
    expect(card.getByText('Ligne 1')).toBeInTheDocument();

    await card.findAllByRole('option', { name: 'Gare maritime (Port-Marin)' });
    await page.user.selectOptions(
      card.getByRole('combobox', { name: /Arrêt de départ/ }),
      'Gare maritime (Port-Marin)',
    );
    await page.user.selectOptions(
      card.getByRole('combobox', { name: /Arrêt d’arrivée/ }),
      'Île aux Mouettes – Embarcadère (Île aux Mouettes)',
    );
    await page.user.click(card.getByRole('button', { name: 'Voir les lignes' }));
    expect(await card.findByText(/1 ligne entre Gare maritime et Île aux Mouettes/)).toBeInTheDocument();
    // 09:00 in Port-Marin (UTC+1 in November), whatever the reader's time zone.
    expect(card.getByText(/Prochains départs.: 09:00, 10:00, 11:00/)).toBeInTheDocument();
    expect(api.calls('Transit/getODTrips')[0]!.url.searchParams.get('origin')).toBe('5');
    expect(api.calls('Transit/getODTrips')[0]!.url.searchParams.get('destination')).toBe('15');

    await page.user.click(card.getByRole('button', { name: 'Suivre la ligne B1' }));
    expect(card.getByText('Vous suivez la ligne B1.')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Lignes suivies' })).toHaveTextContent('Ligne 1');
    expect(card.getByRole('list', { name: 'Lignes suivies' })).toHaveTextContent('Ligne B1');

    await page.user.click(card.getByRole('checkbox', { name: 'Par SMS' }));
    await page.user.click(card.getByRole('button', { name: 'Enregistrer' }));
    expect(await card.findByText('Préférences de Claire Morel enregistrées.')).toBeInTheDocument();
    expect(api.calls('Media/updateAlerts.json')[0]!.body).toMatchObject({
      mediaId: 11,
      alerts: { deliveryMode: 'EMAIL', email: 'claire@example.org', favoriteLines: ['1', 'B1'] },
      consents: { post: false, sms: true, email: false },
    });
  });

  it('removes a followed line, and says a missing or repeated stop at its field', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [CLAIRE] }),
      'Transit/getODStops': ok({ stops: STOPS }),
      'Media/updateAlerts.json': updateAlerts,
    });
    const page = renderAt(<CardsNotifications />, { path: '/account/notifications' });
    const card = within(await screen.findByRole('region', { name: 'Claire Morel' }));
    await card.findAllByRole('option', { name: 'Place du Marché (Port-Marin)' });

    await page.user.click(card.getByRole('button', { name: 'Voir les lignes' }));
    const origin = card.getByRole('combobox', { name: /Arrêt de départ/ });
    expect(origin).toHaveAccessibleDescription(/Veuillez renseigner ce champ/);
    expect(origin).toHaveFocus();
    await page.user.selectOptions(origin, 'Place du Marché (Port-Marin)');
    await page.user.selectOptions(
      card.getByRole('combobox', { name: /Arrêt d’arrivée/ }),
      'Place du Marché (Port-Marin)',
    );
    await page.user.click(card.getByRole('button', { name: 'Voir les lignes' }));
    expect(card.getByRole('combobox', { name: /Arrêt d’arrivée/ })).toHaveAccessibleDescription(
      /Choisissez une arrivée différente du départ/,
    );
    expect(api.calls('Transit/getODTrips')).toHaveLength(0);

    await page.user.click(card.getByRole('button', { name: 'Retirer la ligne 1' }));
    expect(card.getByText(/Aucune ligne suivie pour l’instant/)).toBeInTheDocument();
    await page.user.click(card.getByRole('button', { name: 'Enregistrer' }));
    expect(await card.findByText('Préférences de Claire Morel enregistrées.')).toBeInTheDocument();
    expect(api.calls('Media/updateAlerts.json')[0]!.body).toMatchObject({ alerts: { favoriteLines: [] } });
  });

  it('shows a refusal of the save in the form, and the English page', async () => {
    fakeApi({
      'Account/getCards.json': ok({ CARDS: [CLAIRE] }),
      'Transit/getODStops': ok({ stops: STOPS }),
      'Media/updateAlerts.json': ko('FORBIDDEN', 'This card is not yours.', 403),
    });
    const page = renderAt(<CardsNotifications />, { path: '/en/account/notifications' });
    const card = within(await screen.findByRole('region', { name: 'Claire Morel' }));
    expect(card.getByText('Card no. 4100000101')).toBeInTheDocument();
    expect(card.getByRole('combobox', { name: /Departure stop/ })).toBeInTheDocument();
    await page.user.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByRole('heading', { name: 'The form contains 1 error' })).toBeInTheDocument();
    expect(card.getByText('You do not have access to this resource.')).toBeInTheDocument();
    expect(card.queryByText(/Preferences of Claire Morel saved/)).not.toBeInTheDocument();
  });

  it('leads to My cards when the account has no card', async () => {
    fakeApi({ 'Account/getCards.json': ok({ CARDS: [] }) });
    renderAt(<CardsNotifications />, { path: '/account/notifications' });
    expect(await screen.findByText('Aucune carte n’est encore liée à votre compte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mes cartes' })).toHaveAttribute('href', '/cards');
  });
});
