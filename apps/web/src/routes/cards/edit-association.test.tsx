import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { aCard, USER } from '../../../test/cards.ts';
import { renderAt } from '../../../test/render.tsx';
import { endSession, startSession } from '../../lib/session.ts';
import CardEditPage from './edit.tsx';
import { syntheticPhoto } from '../../ui/photo-capture/synthetic-photo.ts';
import { CardsOverview } from '../../features/cards/components/cards-overview.tsx';

vi.mock('../../ui/photo-capture/canvas.ts', () => ({
  loadImage: vi.fn(async () => ({ width: 1400, height: 1800, source: {}, close: () => undefined })),
  cropPixels: vi.fn(() => syntheticPhoto(350, 450)),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  drawCrop: vi.fn(),
}));

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

const NBSP = '\u00a0';

function openFlow(alertsAnswer?: () => ReturnType<typeof ok>) {
  let card = aCard({ id: 77, number: '4100000011', holder: { name: 'Martin', firstname: 'Camille' } });
  const api = fakeApi({
    'Account/getCards.json': () => ok({ CARDS: [card] }),
    'Media/updateHolder.json': ({ body }) => {
      card = { ...card, holder: body!.holder as typeof card.holder };
      return ok({ card });
    },
    'Media/uploadMedia.json': () => {
      card = { ...card, hasPhoto: true };
      return ok({ card });
    },
    'Media/updateAlerts.json': alertsAnswer ?? (() => ok({ card })),
  });
  const view = renderAt(<p>elsewhere</p>, {
    path: '/cards/edit/77?flow=associate&step=1',
    routes: [
      { path: '/cards/edit/:passengerId', element: <CardEditPage /> },
      { path: '/cards', element: <CardsOverview /> },
    ],
  });
  return { api, ...view };
}

describe('the 3-step association form', () => {
  it('goes contact → photo → alerts, saving each step, and keeps what was entered when going back', async () => {
    const { api, user, location } = openFlow();
    const mobile = await screen.findByLabelText('Téléphone mobile');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Finaliser l’association de la carte' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: `Étape 1 sur 3${NBSP}: Coordonnées` })).toBeVisible();
    expect(screen.getByText('Coordonnées', { selector: 'li' })).toHaveAttribute('aria-current', 'step');

    await user.clear(mobile);
    await user.type(mobile, '06 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location()).toBe('/cards/edit/77?flow=associate&step=2'));
    expect(api.calls('Media/updateHolder.json')[0]!.body).toMatchObject({
      mediaId: 77,
      holder: { mobile: '0611223344', name: 'Martin' },
    });
    const photoHeading = await screen.findByRole('heading', { name: `Étape 2 sur 3${NBSP}: Photo` });
    await waitFor(() => expect(photoHeading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Envoyez une photo pour continuer.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!;
    await user.upload(input, new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(await screen.findByRole('checkbox', { name: /conservée pour les duplicatas/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    await waitFor(() => expect(api.calls('Media/uploadMedia.json')).toHaveLength(1));
    const upload = api.calls('Media/uploadMedia.json')[0]!;
    expect(upload.multipart).toBe(true);
    expect(upload.body).toMatchObject({ mediaId: '77', user_id: '5', photoConsent: '1' });
    await waitFor(() => expect(location()).toBe('/cards/edit/77?flow=associate&step=3'));
    await screen.findByRole('heading', { name: `Étape 3 sur 3${NBSP}: Alertes` });

    await user.click(screen.getByRole('checkbox', { name: 'Recevoir les alertes trafic' }));
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bateau' }));
    await user.type(screen.getByLabelText('Lignes suivies'), '1, N3');
    await user.click(screen.getByRole('checkbox', { name: 'Par e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    const back = await screen.findByRole('heading', { name: `Étape 2 sur 3${NBSP}: Photo` });
    await waitFor(() => expect(back).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: `Étape 3 sur 3${NBSP}: Alertes` });
    expect(screen.getByLabelText('Lignes suivies')).toHaveValue('1, N3');

    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(location()).toBe('/cards?card=77'));
    expect(api.calls('Media/updateAlerts.json')[0]!.body).toMatchObject({
      mediaId: 77,
      alerts: {
        deliveryMode: 'SMS',
        phone: '0611223344',
        favoriteModes: ['BOAT'],
        favoriteLines: ['1', 'N3'],
      },
      consents: { post: false, sms: false, email: true },
    });
    expect(await screen.findByText('La carte 4100000011 est associée à votre compte.')).toBeInTheDocument();
  });

  it('asks for the address an alert needs, and sends no alerts when they are off', async () => {
    const { api, user } = openFlow();
    await screen.findByLabelText('Téléphone mobile');
    const steps = async () => {
      await user.click(screen.getByRole('button', { name: 'Continuer' }));
    };
    await steps();
    await waitFor(() => expect(api.calls('Media/updateHolder.json')).toHaveLength(1));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!,
      new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /conservée pour les duplicatas/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Recevoir les alertes trafic' }));
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    const alertEmail = await screen.findByLabelText('Adresse e-mail pour les alertes');
    await waitFor(() => expect(alertEmail).toHaveAccessibleDescription(/Veuillez renseigner ce champ/));
    expect(api.calls('Media/updateAlerts.json')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Recevoir les alertes trafic' }));
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(api.calls('Media/updateAlerts.json')).toHaveLength(1));
    expect(api.calls('Media/updateAlerts.json')[0]!.body).toMatchObject({ alerts: null });
  });

  it('says at the lines field a line the network does not have, as the api answers it', async () => {
    const { api, user } = openFlow(() =>
      ko('VALIDATION_ERROR', 'Un champ est invalide', 400, {
        'alerts.favoriteLines': 'validation.line.unknown',
      }),
    );
    await screen.findByLabelText('Téléphone mobile');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(api.calls('Media/updateHolder.json')).toHaveLength(1));
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!,
      new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /conservée pour les duplicatas/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Recevoir les alertes trafic' }));
    await user.type(screen.getByLabelText('Adresse e-mail pour les alertes'), 'camille@example.org');
    await user.type(screen.getByLabelText('Lignes suivies'), 'Navette du soir');
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(api.calls('Media/updateAlerts.json')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByLabelText('Lignes suivies')).toHaveAccessibleDescription(
        /Cette ligne n’existe pas sur le réseau/,
      ),
    );
  });
});
