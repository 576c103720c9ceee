import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { aCard, USER } from '../../../../test/cards.ts';
import { landing, renderAt } from '../../../../test/render.tsx';
import { endSession, startSession } from '../../../lib/session.ts';
import { CardsOverview } from './cards-overview.tsx';

beforeEach(() => startSession(USER, null));
afterEach(() => endSession());

const NBSP = '\u00a0';

async function openDialog(path: string, answer: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({ 'Account/getCards.json': ok({ CARDS: [] }), 'Account/registerMedia.json': answer });
  const view = renderAt(<CardsOverview />, {
    path,
    routes: [landing('/cards/edit/:id'), landing('/en/cards/edit/:id')],
  });
  const fr = !path.startsWith('/en');
  await view.user.click(
    await screen.findByRole('button', {
      name: fr ? 'Associer une carte existante' : 'Associate an existing card',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: fr ? 'Associer une carte' : 'Associate a card' });
  const fill = async (number: string, name: string, born = '1990-04-12') => {
    await view.user.type(within(dialog).getByLabelText(fr ? 'Numéro de carte' : 'Card number'), number);
    await view.user.type(within(dialog).getByLabelText(fr ? 'Nom du titulaire' : 'Holder’s last name'), name);
    await view.user.type(
      within(dialog).getByLabelText(fr ? 'Date de naissance du titulaire' : 'Holder’s date of birth'),
      born,
    );
    await view.user.click(
      within(dialog).getByRole('checkbox', {
        name: fr ? 'J’accepte les conditions d’utilisation' : 'I accept the terms of use',
      }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: fr ? 'Associer' : 'Associate' }));
  };
  return { ...view, api, dialog, fill };
}

describe('the association popup', () => {
  it('shows where the number is, and checks the four fields before calling the api', async () => {
    const { dialog, user, api } = await openDialog('/cards', ok({ card: aCard() }));
    expect(
      within(dialog).getByRole('img', { name: /son numéro est imprimé en bas à droite/ }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Numéro de carte'), '12 34');
    await user.click(within(dialog).getByRole('button', { name: 'Associer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Numéro de carte')).toHaveAccessibleDescription(
        /Le numéro de carte comporte 10 chiffres/,
      ),
    );
    expect(within(dialog).getByLabelText('Nom du titulaire')).toHaveAccessibleDescription(
      /Veuillez renseigner ce champ/,
    );
    expect(within(dialog).getByLabelText('Date de naissance du titulaire')).toHaveAccessibleDescription(
      /Veuillez renseigner ce champ/,
    );
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(/Vous devez accepter/);
    expect(
      within(dialog).getByRole('heading', { name: /Le formulaire contient 4 erreurs/ }),
    ).toBeInTheDocument();
    expect(api.calls('Account/registerMedia.json')).toHaveLength(0);
  });

  it('associates the card and opens the first step of the 3-step form', async () => {
    const { fill, api, location } = await openDialog('/cards', ok({ card: aCard({ id: 77 }) }));
    await fill('4100 0000 11', 'Martin');
    await waitFor(() => expect(api.calls('Account/registerMedia.json')).toHaveLength(1));
    expect(api.calls('Account/registerMedia.json')[0]!.body).toMatchObject({
      mediaNumber: '4100000011',
      holderName: 'Martin',
      holderBirthdate: '1990-04-12',
      acceptTerms: true,
      userToken: 'tok',
    });
    expect(await screen.findByText('landed on /cards/edit/:id')).toBeInTheDocument();
    expect(location()).toBe('/cards/edit/77?flow=associate&step=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the holder’s birth date in a labelled date field that shows its format, in French and English', async () => {
    const fr = await openDialog('/cards', ok({ card: aCard() }));
    const field = within(fr.dialog).getByLabelText('Date de naissance du titulaire');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(/Jour, mois et année, par exemple le 14 mai 1987/);
    fr.unmount();

    const en = await openDialog('/en/cards', ok({ card: aCard() }));
    expect(within(en.dialog).getByLabelText('Holder’s date of birth')).toHaveAccessibleDescription(
      /Day, month and year, for example 14 May 1987/,
    );
  });

  it('refuses a birth date in the future before calling the api', async () => {
    const { fill, dialog, api } = await openDialog('/cards', ok({ card: aCard() }));
    await fill('4100000011', 'Martin', '2999-01-01');
    // The form's checks run asynchronously after the press: seen late on a loaded CI machine.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Date de naissance du titulaire')).toHaveAccessibleDescription(
        /Veuillez saisir une date de naissance valide/,
      ),
    );
    expect(api.calls('Account/registerMedia.json')).toHaveLength(0);
  });

  it.each([
    [
      'CARD_NOT_RECOGNIZED',
      404,
      `Carte non reconnue. Vérifiez les trois informations saisies${NBSP}: le numéro de la carte (en bas à droite), le nom du titulaire et sa date de naissance.`,
    ],
    ['CARD_ALREADY_YOURS', 409, 'Cette carte est déjà associée à votre compte.'],
    ['CARD_OF_ANOTHER_ACCOUNT', 409, 'Cette carte est déjà associée à un autre compte.'],
    ['RATE_LIMITED', 429, `Trop de tentatives${NBSP}: veuillez réessayer dans quelques minutes.`],
  ])('says %s in French, in the dialog, keeping what was typed', async (code, status, text) => {
    const { fill, dialog } = await openDialog('/cards', ko(code, 'server words', status));
    await fill('4100000011', 'Martin');
    const summary = await within(dialog).findByRole('heading', { name: /Le formulaire contient 1 erreur/ });
    expect(summary.parentElement!.textContent).toContain(text);
    expect(within(dialog).getByLabelText('Numéro de carte')).toHaveValue('4100000011');
  });

  it.each([
    [
      'CARD_NOT_RECOGNIZED',
      404,
      'Card not recognised. Check the three details you entered: the card number (at the bottom right), the holder’s last name and their date of birth.',
    ],
    ['CARD_ALREADY_YOURS', 409, 'This card is already associated with your account.'],
    ['CARD_OF_ANOTHER_ACCOUNT', 409, 'This card is already associated with another account.'],
    ['RATE_LIMITED', 429, 'Too many attempts: please try again in a few minutes.'],
  ])('says %s in English', async (code, status, text) => {
    const { fill, dialog } = await openDialog('/en/cards', ko(code, 'server words', status));
    await fill('4100000011', 'Martin');
    const summary = await within(dialog).findByRole('heading', { name: /The form contains 1 error/ });
    expect(summary.parentElement!.textContent).toContain(text);
  });

  it.each([
    [
      '/cards',
      /Le formulaire contient 1 erreur/,
      2,
      `le nom du titulaire et sa date de naissance. Il vous reste 2 essais avant un blocage de 15 minutes.`,
    ],
    ['/cards', /Le formulaire contient 1 erreur/, 1, 'Il vous reste 1 essai avant un blocage de 15 minutes.'],
    [
      '/cards',
      /Le formulaire contient 1 erreur/,
      0,
      `Vous n’avez plus d’essai${NBSP}: réessayez dans 15 minutes.`,
    ],
    [
      '/en/cards',
      /The form contains 1 error/,
      2,
      'the holder’s last name and their date of birth. You have 2 attempts left before a 15-minute lock.',
    ],
    ['/en/cards', /The form contains 1 error/, 0, 'You have no attempts left: try again in 15 minutes.'],
  ])(
    'a card not recognised at %s says the attempts left before the lock (%s, %i left)',
    async (path, heading, left, text) => {
      const answer = ko('CARD_NOT_RECOGNIZED', 'server words', 404, undefined, {
        remainingAttempts: left,
        lockMinutes: 15,
      });
      const { fill, dialog } = await openDialog(path, answer);
      await fill('4100000011', 'Martin', '1990-04-13');
      const summary = await within(dialog).findByRole('heading', { name: heading });
      expect(summary.parentElement!.textContent).toContain(text);
    },
  );

  it('closes on Cancel, empty, and gives the focus back to its button', async () => {
    const { dialog, user } = await openDialog('/cards', ok({ card: aCard() }));
    await user.type(within(dialog).getByLabelText('Nom du titulaire'), 'Martin');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Associer une carte existante' });
    await user.click(trigger);
    expect(screen.getByLabelText('Nom du titulaire')).toHaveValue('');
  });
});
