/**
 * The back office of the mobility centre (issue 6, part B 5; docs/decisions/022-staff-role.md):
 * a staff member sees its empty home once its second factor is given (decision 070), a passenger
 * a clear 'staff only' page, a visitor the login first.
 */
import { LABELS, LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: { home: 'Espace agents de la Maison de la mobilité', staffOnly: 'Accès réservé aux agents' },
  en: { home: 'Mobility centre staff area', staffOnly: 'Staff only' },
};

for (const lang of LANGS) {
  test.describe(`the staff pages (${lang})`, () => {
    test('the staff member opens the back office, ready for the review tools', async ({ page }) => {
      const staff = await newStaffMember('agent');
      await logIn(page, lang, staff);
      await page.goto(pathIn(lang, '/staff'));
      await enrolSecondFactor(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].home })).toBeVisible();
      await expectAccessible(page);
    });

    test('a passenger is told the page is for the staff only', async ({ page, passenger }) => {
      await logIn(page, lang, passenger);
      await page.goto(pathIn(lang, '/staff'));
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].staffOnly })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].home })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a visitor logs in first and comes back to the back office', async ({ page }) => {
      const staff = await newStaffMember('agent');
      await page.goto(pathIn(lang, '/staff'));
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
      await page.getByLabel(LABELS[lang].email).fill(staff.email);
      await page.getByLabel(LABELS[lang].password, { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: LABELS[lang].login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/staff')}$`));
      await enrolSecondFactor(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].home })).toBeVisible();
    });
  });
}
