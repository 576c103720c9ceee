/**
 * Setting and changing a card's bike pin from /account/reservations (decision 052), in French and
 * in English, each on a fresh passenger holding a journey card of their own (bikePinFr, bikePinEn):
 * a wrong password refused at its field, the first pin set with the password and opening the
 * card's reservations, then changed with the current pin; the mail confirming it; axe clean with
 * the errors shown and after each success; no sideways scroll at 320 px.
 */
import { latestMail } from './support/api';
import { JOURNEY_CARDS, logInWithCard } from './support/checkout';
import { expectReflowAt320 } from './support/layout';
import { expect, expectAccessible, pathIn, test, type Lang, longJourney } from './support/fixtures';

const TEXTS = {
  fr: {
    title: 'Réservations de vélos',
    section: 'Choisir ou changer le code PIN vélo',
    proofPin: 'Le code PIN actuel de la carte',
    password: /Mot de passe du compte/,
    currentPin: /Code PIN actuel/,
    newPin: /^Nouveau code PIN/,
    confirmation: /Confirmez le nouveau code PIN/,
    save: 'Enregistrer le code PIN',
    summary: /Le formulaire contient 1 erreur/,
    wrongPassword: /Mot de passe non reconnu/,
    trivial: /trop facile à deviner/,
    saved: (number: string) => `Le code PIN de la carte ${number} est enregistré.`,
    viewPin: /Code PIN vélo/,
    view: 'Voir les réservations',
    empty: 'Aucune réservation de vélo avec cette carte.',
    mailSubject: 'Le code PIN vélo de votre carte a changé',
  },
  en: {
    title: 'Bike reservations',
    section: 'Set or change the bike pin',
    proofPin: 'The card’s current pin',
    password: /Account password/,
    currentPin: /Current pin/,
    newPin: /^New pin/,
    confirmation: /Confirm the new pin/,
    save: 'Save the pin',
    summary: /The form contains 1 error/,
    wrongPassword: /Unrecognized password/,
    trivial: /too easy to guess/,
    saved: (number: string) => `The pin of card ${number} is saved.`,
    viewPin: /Bike pin code/,
    view: 'Show reservations',
    empty: 'No bike reservation with this card.',
    mailSubject: 'Your card’s bike pin has changed',
  },
} as const;

for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(
    `bike pin: set with the account password, then changed with the current pin, and it opens the card (${lang})`,
    longJourney(lang),
    async ({ page, request, passenger }) => {
      const texts = TEXTS[lang];
      const card = JOURNEY_CARDS[lang === 'fr' ? 'bikePinFr' : 'bikePinEn'];
      const label = `${card.number} – ${card.firstname} ${card.holderName}`;
      await logInWithCard(page, request, lang, passenger, card);
      await page.goto(pathIn(lang, '/account/reservations'));
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      const section = page.getByRole('region', { name: texts.section });

      // A wrong password and a trivial pin: said at their fields and in the summary.
      await section.getByRole('radio', { name: label }).check();
      await section.getByLabel(texts.password).fill('pas-le-bon-mot-de-passe');
      await section.getByLabel(texts.newPin).fill('1234');
      await section.getByLabel(texts.confirmation).fill('1234');
      await section.getByRole('button', { name: texts.save }).click();
      await expect(section.getByRole('heading', { name: texts.summary })).toBeVisible();
      await expect(section.getByText(texts.trivial).first()).toBeVisible();
      await section.getByLabel(texts.newPin).fill('2580');
      await section.getByLabel(texts.confirmation).fill('2580');
      await section.getByRole('button', { name: texts.save }).click();
      await expect(section.getByText(texts.wrongPassword).first()).toBeVisible();
      await expect(section.getByLabel(texts.password)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);

      await section.getByLabel(texts.password).fill(passenger.password);
      await section.getByRole('button', { name: texts.save }).click();
      await expect(section.getByText(texts.saved(card.number))).toBeVisible();
      await expect(section.getByLabel(texts.newPin)).toHaveValue('');
      await expectAccessible(page);
      await expect
        .poll(async () => (await latestMail(request, passenger.email))?.subject)
        .toBe(texts.mailSubject);

      // The new pin opens the card's reservations (none yet).
      const view = page.getByRole('form', { name: texts.title });
      await view.getByRole('radio', { name: label }).check();
      await view.getByLabel(texts.viewPin).fill('2580');
      await view.getByRole('button', { name: texts.view }).click();
      await expect(page.getByText(texts.empty)).toBeVisible();

      // Changed with the current pin, no password.
      await section.getByRole('radio', { name: texts.proofPin }).check();
      await section.getByLabel(texts.currentPin).fill('2580');
      await section.getByLabel(texts.newPin).fill('3691');
      await section.getByLabel(texts.confirmation).fill('3691');
      await section.getByRole('button', { name: texts.save }).click();
      await expect(section.getByText(texts.saved(card.number))).toBeVisible();
      await view.getByLabel(texts.viewPin).fill('3691');
      await view.getByRole('button', { name: texts.view }).click();
      await expect(page.getByText(texts.empty)).toBeVisible();
      await expectAccessible(page);
      await expectReflowAt320(page, { targets: true });
    },
  );
}
