/**
 * Profiles and "Your data" (issue 11, decision 049), in French and English: an identity with two
 * profiles chooses one after login (keyboard), then disables the other; a passenger downloads the
 * ZIP of their data, asks for the deletion, follows the mailed link and deletes the account, which
 * can no longer log in. axe on the choice, on the forms with their errors and on the dialog.
 */
import { apiPost, latestMail, openSession } from './support/api';
import { expect, expectAccessible, LABELS, pathIn, test, type Lang, longJourney } from './support/fixtures';

const TEXTS = {
  fr: {
    choose: 'Choisissez un profil',
    profilesTitle: 'Profils',
    current: /Maëlys Le Goff – profil de cette connexion/,
    disableHelene: 'Désactiver Hélène Le Goff',
    disableDialog: 'Désactiver le profil de Hélène Le Goff',
    disable: 'Désactiver',
    disabled: 'Le profil de Hélène Le Goff est désactivé.',
    dataTitle: 'Vos données',
    download: 'Télécharger mes données (ZIP)',
    saved: /Fichier enregistré/,
    password: 'Mot de passe actuel',
    request: 'Recevoir le lien de suppression',
    summary: 'Le formulaire contient 1 erreur',
    sent: /Un e-mail vous a été envoyé/,
    confirm: 'Supprimer définitivement mon compte',
    done: /Votre compte a été supprimé/,
    unknown: 'Cette adresse e-mail ne correspond à aucun compte.',
  },
  en: {
    choose: 'Choose a profile',
    profilesTitle: 'Profiles',
    current: /Maëlys Le Goff – profile of this session/,
    disableHelene: 'Disable Hélène Le Goff',
    disableDialog: 'Disable the profile of Hélène Le Goff',
    disable: 'Disable',
    disabled: 'The profile of Hélène Le Goff is disabled.',
    dataTitle: 'Your data',
    download: 'Download my data (ZIP)',
    saved: /File saved/,
    password: 'Current password',
    request: 'Email me the deletion link',
    summary: 'The form contains 1 error',
    sent: /We have sent you an email/,
    confirm: 'Delete my account for good',
    done: /Your account has been deleted/,
    unknown: 'This email address does not correspond to any account.',
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];
  const labels = LABELS[lang];

  test(`an identity with two profiles chooses one after login, then disables the other (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    const userToken = await openSession(request, passenger.email, passenger.password);
    const created = await apiPost(request, 'Account/createProfile.json', {
      userToken,
      name: 'Le Goff',
      firstname: 'Maëlys',
    });
    expect(created.status).toBe('ok');

    await page.goto(pathIn(lang, '/auth/login'));
    await page.getByLabel(labels.email).fill(passenger.email);
    await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
    await page.getByRole('button', { name: labels.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.choose });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const maelys = dialog.getByRole('button', { name: 'Maëlys Le Goff' });
    await maelys.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: labels.cardsTitle })).toBeVisible();

    await page.goto(pathIn(lang, '/account/profiles'));
    await expect(page.getByRole('heading', { level: 1, name: texts.profilesTitle })).toBeVisible();
    await expect(page.getByText(texts.current)).toBeVisible();
    await page.getByRole('button', { name: texts.disableHelene }).click();
    const confirm = page.getByRole('dialog', { name: texts.disableDialog });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: texts.disable, exact: true }).click();
    await expect(page.getByText(texts.disabled)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.disableHelene })).toHaveCount(0);
  });

  test(
    `a passenger downloads their data, then deletes the account by the mailed link (${lang})`,
    longJourney(lang),
    async ({ page, request, passenger }) => {
      await page.goto(pathIn(lang, '/auth/login'));
      await page.getByLabel(labels.email).fill(passenger.email);
      await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
      await page.getByRole('button', { name: labels.login, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: labels.cardsTitle })).toBeVisible();

      await page.goto(pathIn(lang, '/account/data'));
      await expect(page.getByRole('heading', { level: 1, name: texts.dataTitle })).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: texts.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^oceane-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
      await expect(page.getByText(texts.saved)).toBeVisible();

      // The password first: its absence is said in the summary and at the field.
      await page.getByRole('button', { name: texts.request }).click();
      await expect(page.getByText(texts.summary)).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(texts.password).fill(passenger.password);
      await page.getByRole('button', { name: texts.request }).click();
      await expect(page.getByText(texts.sent)).toBeVisible();

      const mail = await latestMail(request, passenger.email);
      const link = mail?.links.find((href) => new URL(href).pathname.endsWith('/account/data'));
      expect(link, JSON.stringify(mail)).toBeTruthy();
      const url = new URL(link!);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByText(texts.done)).toBeVisible();
      await expectAccessible(page);

      await page.goto(pathIn(lang, '/auth/login'));
      await page.getByLabel(labels.email).fill(passenger.email);
      await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
      await page.getByRole('button', { name: labels.login, exact: true }).click();
      await expect(page.getByText(texts.unknown).first()).toBeVisible();
    },
  );
}
