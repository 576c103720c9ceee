import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok, type Handler } from '../../../../test/api.ts';
import { USER } from '../../../../test/cards.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { GeolocationConsent } from './geolocation-consent.tsx';

const OFF = { consent: { granted: false, grantedAt: null } };
const ON = { consent: { granted: true, grantedAt: '2026-11-26T08:00:00.000Z' } };
const setConsent: Handler = ({ body }) => ok(body?.granted ? ON : OFF);

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

describe('The geolocation consent', () => {
  it('is off until ticked, says what is kept, and saves each change at once', async () => {
    const api = fakeApi({
      'Intelligence/getGeolocationConsent.json': ok(OFF),
      'Intelligence/setGeolocationConsent.json': setConsent,
    });
    const page = renderAt(<GeolocationConsent />, { path: '/account/notifications' });
    expect(await screen.findByRole('heading', { name: 'Position approximative' })).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', {
      name: 'Partager ma position approximative avec le réseau',
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/arrondie au kilomètre.*effacée au bout de 24 heures/);

    await page.user.click(box);
    expect(await screen.findByRole('status')).toHaveTextContent('Votre accord est enregistré.');
    expect(box).toBeChecked();
    expect(api.calls('Intelligence/setGeolocationConsent.json')[0]!.body).toMatchObject({ granted: true });

    await page.user.click(box);
    expect(await screen.findByText(/Votre accord est retiré/)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(api.calls('Intelligence/setGeolocationConsent.json')[1]!.body).toMatchObject({ granted: false });
  });

  it('says a refused save and keeps the box as it was', async () => {
    fakeApi({
      'Intelligence/getGeolocationConsent.json': ok(OFF),
      'Intelligence/setGeolocationConsent.json': ko('SERVICE_UNAVAILABLE', 'Service indisponible', 503),
    });
    const page = renderAt(<GeolocationConsent />, { path: '/en/account/notifications' });
    const box = await screen.findByRole('checkbox', { name: /approximate location/ });
    await page.user.click(box);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});
