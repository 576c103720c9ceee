/**
 * /staff/disruptions (decision 053): the agent's form says what is missing in the summary, says a
 * line the api does not know at the lines, sends the times as instants, and the list shows what
 * was published with how many cards were told.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { addStaffTexts } from '../../../i18n/staff/staff-texts.ts';
import { DisruptionsPage } from './disruptions-page.tsx';

addStaffTexts();
beforeEach(() =>
  startSession({ userToken: 'tok', userId: 7, userName: 'Erwan', userLastname: 'Guillou' }, null),
);
afterEach(() => endSession());

const LINES = [
  { code: '3', name: 'Gare maritime – Les Dunes', mode: 'BUS', color: '#0b5394' },
  { code: 'B1', name: 'Gare maritime – Île aux Mouettes', mode: 'BOAT', color: '#134f5c' },
];
const PUBLISHED = {
  id: 4,
  lines: ['B1'],
  modes: [],
  titleFr: 'Houle',
  titleEn: 'Swell',
  textFr: 'La navette B1 ne circule pas.',
  textEn: 'The B1 shuttle does not run.',
  startsAt: '2030-05-01T06:00:00.000Z',
  endsAt: '2030-05-01T16:00:00.000Z',
  publishedAt: '2030-04-30T10:00:00.000Z',
  publishedBy: 'agent@example.org',
  alertsSent: 2,
};

async function fill(user: ReturnType<typeof renderAt>['user']) {
  await user.click(screen.getByRole('checkbox', { name: /^Ligne B1/ }));
  await user.type(screen.getByLabelText(/^Titre en français/), 'Houle');
  await user.type(screen.getByLabelText(/^Message en français/), 'La navette B1 ne circule pas.');
  await user.type(screen.getByLabelText(/^Titre en anglais/), 'Swell');
  await user.type(screen.getByLabelText(/^Message en anglais/), 'The B1 shuttle does not run.');
  await user.type(screen.getByLabelText(/^Début/), '2030-05-01T08:00');
  await user.type(screen.getByLabelText(/^Fin/), '2030-05-01T18:00');
}

describe('the disruptions page', () => {
  it('lists what each empty field needs in the summary, the lines first', async () => {
    const api = fakeApi({ 'Staff/getDisruptions.json': ok({ disruptions: [], lines: LINES }) });
    const { user } = renderAt(<DisruptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Publier et prévenir les voyageurs' }));
    const summary = await screen.findByRole('heading', { name: /Le formulaire contient 7 erreurs/ });
    expect(summary).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Choisissez au moins une ligne ou un mode touché/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucune perturbation publiée.')).toBeInTheDocument();
    expect(api.calls('Staff/publishDisruption.json')).toHaveLength(0);
  });

  it('says at the lines a line the network does not have, as the api answers it', async () => {
    fakeApi({
      'Staff/getDisruptions.json': ok({ disruptions: [], lines: LINES }),
      'Staff/publishDisruption.json': ko('VALIDATION_ERROR', 'Invalide', 400, {
        lines: 'validation.line.unknown',
      }),
    });
    const { user } = renderAt(<DisruptionsPage />);
    await screen.findByRole('checkbox', { name: /^Ligne B1/ });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Publier et prévenir les voyageurs' }));
    expect(
      await screen.findByRole('link', { name: /Cette ligne n’existe pas sur le réseau/ }),
    ).toBeInTheDocument();
  });

  it('publishes with the times as instants and shows the disruption with the cards told', async () => {
    let published = false;
    const api = fakeApi({
      'Staff/getDisruptions.json': () => ok({ disruptions: published ? [PUBLISHED] : [], lines: LINES }),
      'Staff/publishDisruption.json': () => {
        published = true;
        return ok({ disruption: PUBLISHED });
      },
    });
    const { user } = renderAt(<DisruptionsPage />);
    await screen.findByRole('checkbox', { name: /^Ligne B1/ });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Publier et prévenir les voyageurs' }));
    await waitFor(() => expect(api.calls('Staff/publishDisruption.json')).toHaveLength(1));
    const body = api.calls('Staff/publishDisruption.json')[0]!.body!;
    expect(body).toMatchObject({ lines: ['B1'], modes: [], titleFr: 'Houle', titleEn: 'Swell' });
    expect(body.startsAt).toBe(new Date('2030-05-01T08:00').toISOString());
    expect(await screen.findByText(/Perturbation « Houle » publiée/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Houle' })).toBeInTheDocument();
    expect(screen.getByText('2 cartes prévenues')).toBeInTheDocument();
  });
});
