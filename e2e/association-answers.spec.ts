/**
 * Issue 23, item 7 (decision 063): a card refused at association names the three details asked
 * (card number, holder's name, birth date) without saying which is wrong, and the attempts left
 * before the 15-minute lock. Each test signs up its own passenger: the account's count starts at 5.
 */
import type { Page } from '@playwright/test';
import { SEEDED_CARDS } from './support/cards';
import { expect, expectAccessible, logIn, test, type Lang } from './support/fixtures';

const TEXTS = {
  fr: {
    open: 'Associer une carte existante',
    dialog: 'Associer une carte',
    cardNumber: 'Numéro de carte',
    holderName: 'Nom du titulaire',
    holderBirthdate: 'Date de naissance du titulaire',
    terms: 'J’accepte les conditions d’utilisation',
    associate: 'Associer',
    threeDetails: /le numéro de la carte \(en bas à droite\), le nom du titulaire et sa date de naissance/,
    left: (count: number) => `Il vous reste ${count} essais avant un blocage de 15 minutes.`,
  },
  en: {
    open: 'Associate an existing card',
    dialog: 'Associate a card',
    cardNumber: 'Card number',
    holderName: 'Holder’s last name',
    holderBirthdate: 'Holder’s date of birth',
    terms: 'I accept the terms of use',
    associate: 'Associate',
    threeDetails: /the card number \(at the bottom right\), the holder’s last name and their date of birth/,
    left: (count: number) => `You have ${count} attempts left before a 15-minute lock.`,
  },
} as const;

async function tryAssociation(page: Page, lang: Lang, born: string) {
  const texts = TEXTS[lang];
  const { number, holderName } = SEEDED_CARDS.martin;
  await page.getByRole('button', { name: texts.open }).first().click();
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(texts.cardNumber).fill(number);
  await dialog.getByLabel(texts.holderName).fill(holderName);
  await dialog.getByLabel(texts.holderBirthdate).fill(born);
  await dialog.getByLabel(texts.terms).check();
  await dialog.getByRole('button', { name: texts.associate, exact: true }).click();
  return dialog;
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`a wrong birth date at association names the three details and the attempts left (${lang})`, async ({
    page,
    passenger,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, lang, passenger);

    // The right number and name, the birth date a day off.
    let dialog = await tryAssociation(page, lang, '1990-04-13');
    const answer = dialog.getByText(texts.threeDetails);
    await expect(answer).toBeVisible({ timeout: 20_000 });
    await expect(answer).toContainText(texts.left(4));
    await expect(dialog.getByLabel(texts.holderBirthdate)).toHaveValue('1990-04-13');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A second try counts down.
    dialog = await tryAssociation(page, lang, '1991-04-12');
    await expect(dialog.getByText(texts.threeDetails)).toContainText(texts.left(3), { timeout: 20_000 });
  });
}
