/**
 * /account/personal-details (issue 11, decision 044), in French and in English: from the account
 * menu, the contact info is changed (a number that is no phone refused first, its error in the
 * summary; a landline is a phone, decision 063), then the
 * password (a wrong current one refused first); the passenger logs out from the menu and logs in
 * with the new password. axe-clean with the errors shown and after each success.
 */
import { expect, expectAccessible, LABELS, LANGS, logIn, pathIn, test } from './support/fixtures';

const TEXTS = {
  fr: {
    account: 'Mon compte',
    menuEntry: 'Coordonnées et mot de passe',
    phone: /^Téléphone/,
    firstname: /^Prénom/,
    saveContact: 'Enregistrer les coordonnées',
    saved: 'Vos coordonnées sont enregistrées.',
    summary: /Le formulaire contient/,
    phoneInvalid: /numéro français de 10 chiffres commençant par 0/,
    passwordSection: 'Mot de passe',
    current: /^Mot de passe actuel/,
    newPassword: /^Nouveau mot de passe/,
    confirmation: /^Confirmation du nouveau mot de passe/,
    change: 'Changer le mot de passe',
    wrongPassword: 'Mot de passe non reconnu, veuillez réessayer.',
    changed: /Votre mot de passe est changé/,
  },
  en: {
    account: 'My account',
    menuEntry: 'Contact details and password',
    phone: /^Phone/,
    firstname: /^First name/,
    saveContact: 'Save the contact details',
    saved: 'Your contact details are saved.',
    summary: /The form contains/,
    phoneInvalid: /French number of 10 digits starting with 0/,
    passwordSection: 'Password',
    current: /^Current password/,
    newPassword: /^New password/,
    confirmation: /^Confirm the new password/,
    change: 'Change the password',
    wrongPassword: 'Unrecognized password, try again.',
    changed: /Your password is changed/,
  },
} as const;

for (const lang of LANGS) {
  test(`contact info and password changed, then a login with the new password (${lang})`, async ({
    page,
    passenger,
  }) => {
    const texts = TEXTS[lang];
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/account'));
    const menu = page.getByRole('main').getByRole('navigation');
    await menu.getByRole('link', { name: texts.menuEntry }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.menuEntry })).toBeVisible();

    const main = page.getByRole('main');
    const phone = main.getByLabel(texts.phone);
    await expect(phone).toHaveValue(passenger.phone);
    await phone.fill('12 98 00 00 00');
    await main.getByRole('button', { name: texts.saveContact }).click();
    await expect(main.getByRole('heading', { name: texts.summary })).toBeVisible();
    await expect(main.getByRole('link', { name: texts.phoneInvalid })).toBeVisible();
    await expectAccessible(page);
    await phone.fill('02 98 00 00 00');
    await main.getByLabel(texts.firstname).fill('Maël');
    await main.getByRole('button', { name: texts.saveContact }).click();
    await expect(main.getByText(texts.saved)).toBeVisible();
    // The header's full name follows.
    await expect(page.getByRole('banner')).toContainText(`Maël ${passenger.name}`);

    const section = main.getByRole('region', { name: texts.passwordSection, exact: true });
    const newPassword = `nouveau-${lang}-2026-secret`;
    await section.getByLabel(texts.current).fill('pas-le-bon-2026');
    await section.getByLabel(texts.newPassword).fill(newPassword);
    await section.getByLabel(texts.confirmation).fill(newPassword);
    await section.getByRole('button', { name: texts.change }).click();
    await expect(section.getByLabel(texts.current)).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText(texts.wrongPassword).first()).toBeVisible();
    await expectAccessible(page);
    await section.getByLabel(texts.current).fill(passenger.password);
    await section.getByRole('button', { name: texts.change }).click();
    await expect(section.getByRole('status')).toContainText(texts.changed);
    await expectAccessible(page);

    await page.goto(pathIn(lang, '/account'));
    await page.getByRole('main').getByRole('button', { name: LABELS[lang].logout }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth/login')}$`));
    await logIn(page, lang, { email: passenger.email, password: newPassword });
  });
}
