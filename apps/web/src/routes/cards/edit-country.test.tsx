/** Spec §3: the holder's country, France by default, chosen by its name and saved as its ISO code. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/api.ts';
import { aCard, USER } from '../../../test/cards.ts';
import { landing, renderAt } from '../../../test/render.tsx';
import { endSession, startSession } from '../../lib/session.ts';
import CardEditPage from './edit.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

const routes = [
  { path: '/cards/edit/:passengerId', element: <CardEditPage /> },
  { path: '/en/cards/edit/:passengerId', element: <CardEditPage /> },
  landing('/cards'),
];

function openEditor(path: string, holder: Record<string, unknown> = {}) {
  const api = fakeApi({
    'Account/getCards.json': ok({ CARDS: [aCard({ holder })] }),
    'Media/updateHolder.json': ({ body }) =>
      ok({ card: aCard({ holder: body!.holder as Record<string, unknown> }) }),
  });
  return { api, ...renderAt(<p>elsewhere</p>, { path, routes }) };
}

describe('the holder’s country', () => {
  it('shows France by name, offers every country by its French name, France first, and saves BE for Belgique', async () => {
    const { api, user } = openEditor('/cards/edit/11');
    const country = await screen.findByRole('combobox', { name: 'Pays' });
    expect(country).toHaveDisplayValue('France');
    const names = within(country)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 4)).toEqual(['France', 'Afghanistan', 'Afrique du Sud', 'Albanie']);
    expect(names).toContain('Japon');

    await user.selectOptions(country, 'Belgique');
    expect(country).toHaveDisplayValue('Belgique');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('Media/updateHolder.json')).toHaveLength(1));
    expect(api.calls('Media/updateHolder.json')[0]!.body).toMatchObject({ holder: { country: 'BE' } });
  });

  it('names France in English under /en too', async () => {
    openEditor('/en/cards/edit/11');
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveDisplayValue('France');
  });

  it('shows a stored BE as Belgique in French and Belgium in English', async () => {
    const french = openEditor('/cards/edit/11', { country: 'BE' });
    expect(await screen.findByRole('combobox', { name: 'Pays' })).toHaveDisplayValue('Belgique');
    french.unmount();
    openEditor('/en/cards/edit/11', { country: 'BE' });
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Belgium');
  });
});
