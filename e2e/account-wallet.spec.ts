/**
 * The account's bike reservations and saved payment cards (issue 11), on the demo account's seed
 * (apps/api/src/db/seed-bikes.ts): Claire's card 4100000101 has the bike pin 2468 and five trips,
 * Léo's 4100000102 the pin 1357 and two; the saved VISA •••• 4242 carries the demo's instalments,
 * the Mastercard •••• 4444 nothing. axe-clean with the errors and the dialog shown.
 */
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';
import { expectReflowAt320 } from './support/layout';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const TEXTS = {
  fr: {
    title: 'Réservations de vélos',
    card: (number: string, firstname: string) => `${number} – ${firstname} Morel`,
    pin: /Code PIN vélo/,
    submit: 'Voir les réservations',
    wrongPin: /Code PIN incorrect/,
    summary: /Le formulaire contient 1 erreur/,
    count: (count: number) => `${count} réservations`,
    electric: 'Électrique',
    euros: /1,50\s€/,
  },
  en: {
    title: 'Bike reservations',
    card: (number: string, firstname: string) => `${number} – ${firstname} Morel`,
    pin: /Bike pin code/,
    submit: 'Show reservations',
    wrongPin: /Wrong pin code/,
    summary: /The form contains 1 error/,
    count: (count: number) => `${count} reservations`,
    electric: 'Electric',
    euros: /€2\.00/,
  },
} as const;

const CARDS: Record<Lang, { number: string; firstname: string; pin: string; trips: number }> = {
  fr: { number: '4100000101', firstname: 'Claire', pin: '2468', trips: 5 },
  en: { number: '4100000102', firstname: 'Léo', pin: '1357', trips: 2 },
};

for (const lang of ['fr', 'en'] as const) {
  test(`bike reservations: a wrong pin is refused at its field, the card's pin opens its trips (${lang})`, async ({
    page,
  }) => {
    const texts = TEXTS[lang];
    const card = CARDS[lang];
    await logIn(page, lang, DEMO);
    await page.goto(pathIn(lang, '/account/reservations'));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const main = page.getByRole('main');
    // The view form (the page's title names it); the pin change below has its own card choice.
    const view = main.getByRole('form', { name: texts.title });
    await view.getByRole('radio', { name: texts.card(card.number, card.firstname) }).check();
    const pin = main.getByLabel(texts.pin);
    await pin.fill('0000');
    await main.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByRole('heading', { name: texts.summary })).toBeVisible();
    await expect(main.getByText(texts.wrongPin).first()).toBeVisible();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await pin.fill(card.pin);
    await main.getByRole('button', { name: texts.submit }).click();
    const rows = main.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(card.trips + 1);
    await expect(main.getByText(texts.count(card.trips))).toBeVisible();
    await expect(rows.nth(2)).toContainText(texts.electric);
    await expect(rows.nth(2)).toContainText(texts.euros);
    await expectAccessible(page);
    await expectReflowAt320(page);
  });
}

test('payment cards: the schedule card asks for a replacement; the unused card is deleted (fr, then en)', async ({
  page,
}) => {
  await logIn(page, 'fr', DEMO);
  await page.goto('/account/payment-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartes de paiement' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('rowheader')).toHaveText(['VISA •••• 4242', 'MASTERCARD •••• 4444']);
  await expect(main.getByRole('row').nth(1)).toContainText(/prochaine échéance le/);

  await main.getByRole('button', { name: 'Supprimer la carte VISA •••• 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer la carte VISA •••• 4242' });
  await expect(dialog).toContainText('Un échéancier prélève encore cette carte');
  await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: /Le formulaire contient 1 erreur/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await main.getByRole('button', { name: 'Supprimer la carte MASTERCARD •••• 4444' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la carte MASTERCARD •••• 4444' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(main.getByText('La carte MASTERCARD •••• 4444 a été supprimée.')).toBeVisible();
  await expect(main.getByRole('rowheader')).toHaveText(['VISA •••• 4242']);

  // In English, the card the schedule needs has no other card to take over now.
  await page.goto('/en/account/payment-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cards' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Delete card VISA •••• 4242' }).click();
  const english = page.getByRole('dialog', { name: 'Delete card VISA •••• 4242' });
  await expect(english).toContainText('No other saved card can take over this schedule');
  await expect(english.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await english.getByRole('button', { name: 'Cancel' }).click();
  await expect(english).toBeHidden();
  await expectReflowAt320(page);
});
