/**
 * Issue 22 item 4, decision 058: once a card is associated, its holder's birth date is shown
 * read-only, saying that the mobility centre changes it with a proof, at the association's first
 * step and on the card's edit page; the rest of the holder is saved as before. In French and in
 * English, each on a seeded card of its own (BIRTHDATE_CARDS of apps/api/src/db/seed-cards.ts).
 */
import type { Page } from '@playwright/test';
import { apiGet } from './support/api';
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';

const TEXTS = {
  fr: {
    associateOpen: 'Associer une carte existante',
    associateDialog: 'Associer une carte',
    cardNumber: 'Numéro de carte',
    holderName: 'Nom du titulaire',
    holderBirthdate: 'Date de naissance du titulaire',
    terms: 'J’accepte les conditions d’utilisation',
    associate: 'Associer',
    step1: 'Étape 1 sur 3',
    birthdate: 'Date de naissance',
    locked:
      /La date de naissance ne se modifie pas en ligne\s: pour la corriger, adressez-vous à la Maison de la mobilité avec une pièce d’identité\./,
    category: 'Catégorie socioprofessionnelle',
    address1: 'Adresse',
    zipcode: 'Code postal',
    city: 'Ville',
    mobile: 'Téléphone mobile',
    editTitle: 'Informations de la carte',
    save: 'Enregistrer',
    saved: 'Les informations de la carte sont enregistrées.',
  },
  en: {
    associateOpen: 'Associate an existing card',
    associateDialog: 'Associate a card',
    cardNumber: 'Card number',
    holderName: 'Holder’s last name',
    holderBirthdate: 'Holder’s date of birth',
    terms: 'I accept the terms of use',
    associate: 'Associate',
    step1: 'Step 1 of 3',
    birthdate: 'Date of birth',
    locked:
      /The date of birth cannot be changed online: to correct it, contact the mobility centre with an identity document\./,
    category: 'Socio-professional category',
    address1: 'Address',
    zipcode: 'Postcode',
    city: 'City',
    mobile: 'Mobile phone',
    editTitle: 'Card information',
    save: 'Save',
    saved: 'The card’s information is saved.',
  },
} as const;

const journeys = [
  { lang: 'fr' as const, card: { number: '4100000701', holderName: 'Le Duff', born: '1959-02-14' } },
  { lang: 'en' as const, card: { number: '4100000702', holderName: 'Kerhervé', born: '2004-07-08' } },
];

/** The birth date field, read-only, showing the card's date and saying why. */
async function expectLocked(page: Page, lang: Lang, born: string) {
  const field = page.getByLabel(TEXTS[lang].birthdate, { exact: true });
  await expect(field).toHaveValue(born);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(field).toHaveAccessibleDescription(TEXTS[lang].locked);
  // Typed into, it keeps the card's date.
  await field.press('ArrowUp');
  await expect(field).toHaveValue(born);
  return field;
}

for (const { lang, card } of journeys) {
  const texts = TEXTS[lang];

  test(`the holder's birth date is read-only once the card is associated (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, lang, passenger);
    await page.getByRole('button', { name: texts.associateOpen }).first().click();
    const dialog = page.getByRole('dialog', { name: texts.associateDialog });
    await dialog.getByLabel(texts.cardNumber).fill(card.number);
    await dialog.getByLabel(texts.holderName).fill(card.holderName);
    await dialog.getByLabel(texts.holderBirthdate).fill(card.born);
    await dialog.getByLabel(texts.terms).check();
    await dialog.getByRole('button', { name: texts.associate, exact: true }).click();

    // The association's first step: the holder's details, the birth date as the card has it.
    await expect(page.getByText(texts.step1)).toBeVisible({ timeout: 30_000 });
    await expectLocked(page, lang, card.born);
    await expectAccessible(page);

    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'userToken')!.value;
    const cards = await apiGet<{ CARDS: { id: number; number: string }[] }>(
      request,
      'Account/getCards.json',
      {
        userToken: token,
      },
    );
    expect(cards.status).toBe('ok');
    const id = cards.status === 'ok' ? cards.response.CARDS.find((one) => one.number === card.number)!.id : 0;

    await page.goto(pathIn(lang, `/cards/edit/${id}`));
    await expect(page.getByRole('heading', { level: 1, name: texts.editTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expectLocked(page, lang, card.born);
    await expectAccessible(page);

    // The rest of the holder is saved, with the birth date as it is.
    await page.getByLabel(texts.category).selectOption('RETIRED');
    await page.getByLabel(texts.address1, { exact: true }).fill('7 rue des Cormorans');
    await page.getByLabel(texts.zipcode).fill('99500');
    await page.getByLabel(texts.city).fill('Port-Marin');
    await page.getByLabel(texts.mobile, { exact: true }).fill('06 11 22 33 55');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.saved)).toBeVisible({ timeout: 30_000 });
    const after = await apiGet<{ CARDS: { number: string; holder: { birthdate: string; city: string } }[] }>(
      request,
      'Account/getCards.json',
      { userToken: token },
    );
    expect(after.status).toBe('ok');
    const saved =
      after.status === 'ok' ? after.response.CARDS.find((one) => one.number === card.number) : null;
    expect(saved?.holder).toMatchObject({ birthdate: card.born, city: 'Port-Marin' });
  });
}
