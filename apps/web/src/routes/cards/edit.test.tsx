import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { aCard, aContract, USER } from '../../../test/cards.ts';
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

function openEditor(path = '/cards/edit/11', extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'Account/getCards.json': ok({ CARDS: [aCard()] }), ...extra });
  return { api, ...renderAt(<p>elsewhere</p>, { path, routes }) };
}

describe('editing the card’s information', () => {
  it('shows the holder as a form with the card’s passes, and saves it with Media/updateHolder.json', async () => {
    const { api, user } = openEditor('/cards/edit/11', {
      'Media/updateHolder.json': ({ body }) =>
        ok({ card: aCard({ holder: body!.holder as Record<string, unknown> }) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informations de la carte' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Nom')).toHaveValue('Morel');
    expect(screen.getByLabelText('Prénom')).toHaveValue('Claire');
    expect(screen.getByLabelText('Date de naissance')).toHaveValue('1987-05-14');
    expect(screen.getByRole('radio', { name: 'Madame' })).toBeChecked();
    expect(screen.getByLabelText('Catégorie socioprofessionnelle')).toHaveValue('EMPLOYEE');
    expect(screen.getByLabelText('Pays')).toHaveDisplayValue('France');
    expect(screen.getByRole('heading', { name: 'Titres sur la carte' }).parentElement).toHaveTextContent(
      'Abonnement mensuel tout réseau',
    );

    await user.selectOptions(screen.getByLabelText('Catégorie socioprofessionnelle'), 'RETIRED');
    await user.type(screen.getByLabelText('Complément d’adresse'), 'Bâtiment B');
    await user.type(screen.getByLabelText('Téléphone fixe'), '01 99 00 12 34');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('Media/updateHolder.json')).toHaveLength(1));
    expect(api.calls('Media/updateHolder.json')[0]!.body).toMatchObject({
      mediaId: 11,
      holder: {
        gender: 'MADAME',
        socioProfessionalCategory: 'RETIRED',
        address2: 'Bâtiment B',
        landline: '0199001234',
        country: 'FR',
        zipcode: '99500',
      },
    });
    expect(await screen.findByText('Les informations de la carte sont enregistrées.')).toBeInTheDocument();
  });

  it('shows the §5 rules next to the fields and in a focused summary, in English under /en', async () => {
    const { api, user } = openEditor('/en/cards/edit/11');
    const mobile = await screen.findByLabelText('Mobile phone');
    await user.clear(mobile);
    await user.type(mobile, '0199001234');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Postcode'), 'x');
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('heading', { name: /The form contains 4 errors/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription(
      /Enter a mobile number: French, 10 digits starting with 06 or 07/,
    );
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(/Please fill in this field/);
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(/Please fill in this field/);
    expect(within(summary.parentElement!).getByRole('link', { name: /Postcode/ })).toBeInTheDocument();
    expect(api.calls('Media/updateHolder.json')).toHaveLength(0);
  });

  it('shows the birth date read-only, saying that the mobility centre changes it, and sends it back as it is', async () => {
    // Decision 058: an associated card's birth date is not changed online.
    const { api, user } = openEditor('/cards/edit/11', {
      'Media/updateHolder.json': ({ body }) =>
        ok({ card: aCard({ holder: body!.holder as Record<string, unknown> }) }),
    });
    const born = await screen.findByLabelText('Date de naissance');
    expect(born).toHaveValue('1987-05-14');
    expect(born).toHaveAttribute('readonly');
    expect(born).toHaveAccessibleDescription(
      'La date de naissance ne se modifie pas en ligne\u00a0: pour la corriger, adressez-vous à la Maison de la mobilité avec une pièce d’identité.',
    );
    await user.type(born, '2005-06-21');
    expect(born).toHaveValue('1987-05-14');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('Media/updateHolder.json')).toHaveLength(1));
    expect(api.calls('Media/updateHolder.json')[0]!.body).toMatchObject({
      holder: { birthdate: '1987-05-14' },
    });
  });

  it('says so in English under /en, and shows the api’s refusal at the field', async () => {
    const { user } = openEditor('/en/cards/edit/11', {
      'Media/updateHolder.json': ko('BIRTHDATE_NOT_CHANGEABLE', 'Refused', 409, {
        'holder.birthdate': 'validation.birthdate.locked',
      }),
    });
    const born = await screen.findByLabelText('Date of birth');
    expect(born).toHaveAttribute('readonly');
    expect(born).toHaveAccessibleDescription(
      /^The date of birth cannot be changed online: to correct it, contact the mobility centre with an identity document\./,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(born).toHaveAccessibleDescription(
        /The date of birth is changed only at the mobility centre, with an identity document\./,
      ),
    );
  });

  it('says a reduced fare waits for the review of its proofs, and what a suspended one leaves to do (decision 058)', async () => {
    const contracts = [
      aContract({ id: 601, name: 'Abonnement mensuel solidaire', proofReview: 'PENDING' }),
      aContract({
        id: 602,
        name: 'Abonnement mensuel -26 ans',
        status: 'SUSPENDED',
        proofReview: 'REFUSED',
        refundDueCents: 333,
      }),
    ];
    openEditor('/cards/edit/11', { 'Account/getCards.json': ok({ CARDS: [aCard({ contracts })] }) });
    const passes = (await screen.findByRole('heading', { name: 'Titres sur la carte' })).parentElement!;
    const [pending, suspended] = within(passes).getAllByRole('listitem');
    expect(pending).toHaveTextContent('Tarif réduit vendu sous réserve');
    // (The text is read with its spaces normalised.)
    expect(pending).toHaveTextContent('État : Actif');
    expect(suspended).toHaveTextContent('État : Suspendu : le justificatif du tarif réduit a été refusé');
    expect(suspended).toHaveTextContent(
      'Sinon, la Maison de la mobilité vous rembourse les jours non utilisés, soit 3,33 €, sur demande.',
    );
  });

  it('says it in English under /en', async () => {
    const contracts = [aContract({ status: 'SUSPENDED', proofReview: 'REFUSED', refundDueCents: 1000 })];
    openEditor('/en/cards/edit/11', { 'Account/getCards.json': ok({ CARDS: [aCard({ contracts })] }) });
    const passes = (await screen.findByRole('heading', { name: 'Passes on the card' })).parentElement!;
    expect(passes).toHaveTextContent('Status: Suspended: the reduced fare’s proof was refused');
    expect(passes).toHaveTextContent(
      'Otherwise, the mobility centre refunds the unused days, €10.00, on request.',
    );
  });

  it('puts the api’s field errors back on their fields', async () => {
    const { user } = openEditor('/cards/edit/11', {
      'Media/updateHolder.json': ko('VALIDATION_ERROR', 'Invalid', 400, {
        'holder.zipcode': 'validation.zipcode.invalid',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const zipcode = await screen.findByLabelText('Code postal');
    await waitFor(() => expect(zipcode).toHaveAccessibleDescription(/Le code postal comporte 5 chiffres/));
  });

  it('says plainly that a card is not found, for an id not in the account', async () => {
    openEditor('/cards/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Carte introuvable : elle n’existe pas ou n’est pas associée à votre compte.',
    );
    expect(screen.getByRole('link', { name: 'Retour à mes cartes' })).toHaveAttribute('href', '/cards');
  });

  it('warns before leaving with unsaved changes, and stays or leaves as asked', async () => {
    const { user, location } = openEditor();
    await user.type(await screen.findByLabelText('Ville'), ' Centre');
    await user.click(screen.getAllByRole('link', { name: 'Retour à mes cartes' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toBe('/cards/edit/11');
    expect(screen.getByLabelText('Ville')).toHaveValue('Port-Marin Centre');

    await user.click(screen.getAllByRole('link', { name: 'Retour à mes cartes' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
  });

  it('lets the user leave freely when nothing changed', async () => {
    const { user } = openEditor();
    await user.click((await screen.findAllByRole('link', { name: 'Retour à mes cartes' }))[0]!);
    expect(await screen.findByText('landed on /cards')).toBeInTheDocument();
  });
});
