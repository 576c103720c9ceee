/**
 * A payment card added from /account/payment-cards without buying anything (decision 052), on a
 * fresh passenger, in French and in English: the sandbox provider's page says nothing is charged;
 * a refused test card comes back refused and saves nothing; the 3-D Secure card (fr) or the plain
 * one (en) comes back saved once the provider's signed notification has arrived, and the list
 * shows it. axe clean on each page of ours; no sideways scroll at 320 px.
 */
import type { Page } from '@playwright/test';
import { SANDBOX_LABELS, TEST_CARDS } from './support/checkout';
import { expectReflowAt320 } from './support/layout';
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';

const TEXTS = {
  fr: {
    title: 'Cartes de paiement',
    empty: 'Aucune carte de paiement n’est enregistrée.',
    add: 'Ajouter une carte de paiement',
    nothingCharged: /Rien n’est débité/,
    register: 'Enregistrer ma carte',
    resultTitle: 'Ajout d’une carte de paiement',
    refused: 'La carte a été refusée par la banque et n’a pas été enregistrée.',
    saved: (last4: string) =>
      new RegExp(`La carte VISA •••• ${last4} \\(expiration 12/\\d{4}\\) est enregistrée`),
    back: 'Retour à mes cartes de paiement',
  },
  en: {
    title: 'Payment cards',
    empty: 'No payment card is saved.',
    add: 'Add a payment card',
    nothingCharged: /Nothing is charged/,
    register: 'Register my card',
    resultTitle: 'Adding a payment card',
    refused: 'The bank refused the card; it was not saved.',
    saved: (last4: string) => new RegExp(`Card VISA •••• ${last4} \\(expiry 12/\\d{4}\\) is saved`),
    back: 'Back to my payment cards',
  },
} as const;

async function registerOnSandbox(page: Page, lang: Lang, cardNumber: string) {
  const labels = SANDBOX_LABELS[lang];
  const texts = TEXTS[lang];
  await expect(page).toHaveURL(/\/api\/sandbox-psp\/pay\?session=/);
  await expect(page.getByText(labels.banner)).toBeVisible();
  await expect(page.getByText(texts.nothingCharged).first()).toBeVisible();
  const year = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
  await page.getByLabel(labels.cardNumber).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill(`12/${year}`);
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByLabel(labels.cardholder).fill('Hélène Le Goff');
  await page.getByRole('button', { name: texts.register }).click();
}

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`payment cards: a refused card is not saved, then a card is added without buying (${lang})`, async ({
    page,
    passenger,
  }) => {
    const texts = TEXTS[lang];
    const [card, last4] = lang === 'fr' ? [TEST_CARDS.challenge, '3220'] : [TEST_CARDS.success, '4242'];
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/account/payment-cards'));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.add }).click();
    await registerOnSandbox(page, lang, TEST_CARDS.refused);
    await expect(page.getByRole('heading', { level: 1, name: texts.resultTitle })).toBeVisible();
    await expect(page.getByText(texts.refused)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.add }).click();
    await registerOnSandbox(page, lang, card);
    if (lang === 'fr') {
      const labels = SANDBOX_LABELS.fr;
      await expect(page.getByRole('heading', { level: 1, name: labels.challengeHeading })).toBeVisible();
      await page.getByLabel(labels.code).fill('123456');
      await page.getByRole('button', { name: labels.confirm, exact: true }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: texts.resultTitle })).toBeVisible();
    await expect(page.getByText(texts.saved(last4))).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);
    await expectReflowAt320(page, { targets: true });

    await page.getByRole('link', { name: texts.back }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByRole('main').getByRole('rowheader')).toHaveText([`VISA •••• ${last4}`]);
    await expectReflowAt320(page, { targets: true });
  });
}
