import { apiPost } from './support/api';
import { LABELS, LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';

const loginErrors = {
  fr: {
    unknownEmail: 'Cette adresse e-mail ne correspond à aucun compte.',
    wrongPassword: 'Mot de passe non reconnu, veuillez réessayer.',
  },
  en: {
    unknownEmail: 'This email address does not correspond to any account.',
    wrongPassword: 'Unrecognized password, try again.',
  },
};

for (const lang of LANGS) {
  const labels = LABELS[lang];

  test.describe(`login and logout (${lang})`, () => {
    test('an unknown email gets the §8 message', async ({ page }) => {
      await page.goto(pathIn(lang, '/auth/login'));
      await page.getByLabel(labels.email).fill('personne.inconnue@example.org');
      await page.getByLabel(labels.password, { exact: true }).fill('peu-importe-2026');
      await page.getByRole('button', { name: labels.login, exact: true }).click();
      await expect(page.getByRole('main').getByText(loginErrors[lang].unknownEmail)).toBeVisible();
      await expect(page.getByLabel(labels.email)).toHaveValue('personne.inconnue@example.org');
      await expectAccessible(page);
    });

    test('a wrong password gets the §8 message', async ({ page, passenger }) => {
      await page.goto(pathIn(lang, '/auth/login'));
      await page.getByLabel(labels.email).fill(passenger.email);
      await page.getByLabel(labels.password, { exact: true }).fill('pas-le-bon-mot');
      await page.getByRole('button', { name: labels.login, exact: true }).click();
      await expect(page.getByRole('main').getByText(loginErrors[lang].wrongPassword)).toBeVisible();
    });

    test('a passenger logs in, sees the header with their name, and logs out', async ({
      page,
      passenger,
    }) => {
      await logIn(page, lang, passenger);
      const banner = page.getByRole('banner');
      await expect(
        banner.getByRole('link', { name: `${passenger.firstname} ${passenger.name}` }),
      ).toBeVisible();
      await expectAccessible(page);
      await banner.getByRole('button', { name: labels.logout }).first().click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth/login')}`));
      await expect(page.getByRole('button', { name: labels.logout })).toHaveCount(0);
      await page.goto(pathIn(lang, '/cards'));
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    });

    test('cards need a login, and the login returns to the page asked for', async ({ page, passenger }) => {
      await page.goto(pathIn(lang, '/account'));
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
      await page.getByLabel(labels.email).fill(passenger.email);
      await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
      await page.getByRole('button', { name: labels.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/account')}$`));
    });

    test('a logged-in passenger who opens the login or signup page is sent to the cards', async ({
      page,
      passenger,
    }) => {
      await logIn(page, lang, passenger);
      await page.goto(pathIn(lang, '/auth/login'));
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cards')}$`));
      await page.goto(pathIn(lang, '/auth/signup'));
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cards')}$`));
    });

    test('the navigation of a wide screen holds logout; a phone keeps the header as it was', async ({
      page,
      passenger,
    }) => {
      // A phone first: no navigation, the header's logout as an icon, a 44 × 44 px target.
      await page.setViewportSize({ width: 390, height: 800 });
      await logIn(page, lang, passenger);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('navigation')).toBeHidden();
      const headerLogout = banner.locator('.header__tools').getByRole('button', { name: labels.logout });
      await expect(headerLogout).toBeVisible();
      const textBox = await headerLogout.getByText(labels.logout).boundingBox();
      expect(textBox?.width ?? 0, 'the logout text is for screen readers only').toBeLessThanOrEqual(1);
      const box = await headerLogout.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);

      // A wide screen (spec §2): 'Mes usagers', my account, logout in the navigation, and the
      // header's button still there.
      await page.setViewportSize({ width: 1280, height: 800 });
      const nav = banner.getByRole('navigation');
      await expect(nav.getByRole('listitem')).toHaveText([
        lang === 'fr' ? 'Mes usagers' : 'My passengers',
        lang === 'fr' ? 'Mon compte' : 'My account',
        labels.logout,
      ]);
      await expect(headerLogout).toBeVisible();
      await expectAccessible(page);
      await nav.getByRole('button', { name: labels.logout }).click();
      await expect(page).toHaveURL(new RegExp(pathIn(lang, '/auth/login')));
      await expect(page.getByRole('button', { name: labels.logout })).toHaveCount(0);
    });

    test('an expired session shows the popup with a login button', async ({ page, passenger, request }) => {
      await logIn(page, lang, passenger);
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'userToken')?.value;
      expect(token).toBeTruthy();
      const revoked = await apiPost(request, 'Account/logout.json', { userToken: token });
      expect(revoked.status).toBe('ok');
      await page.reload();
      const dialog = page.getByRole('dialog', { name: labels.sessionExpired });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: labels.login }).click();
      await expect(page).toHaveURL(/\/auth\/login/);
    });
  });
}

test('the demo account logs in and holds cards', async ({ page }) => {
  await logIn(page, 'fr', { email: 'demo@example.org', password: 'demo-password-2026' });
  await expect(
    page
      .getByRole('main')
      .getByText(/\d{6,}/)
      .first(),
  ).toBeVisible();
});
