/**
 * Staff sign-in with a second factor and the audit log (issue 25, decision 070): a supervisor signs
 * in, enrols an authenticator app (QR code and key, a wrong code then the right one computed with
 * the api's library, the recovery codes saved), reads the audit log with the enrolment in it and
 * downloads it as CSV; a new session asks the code; a passenger is refused the staff pages. In
 * French with the seeded supervisor, in English with one made by `npm run staff -- create`.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';
import {
  enrolSecondFactor,
  giveSecondFactor,
  newStaffMember,
  SECOND_FACTOR_TEXTS,
  type StaffMember,
} from './support/staff';

/** The supervisor the server seeds outside production (apps/api/src/db/seed-staff.ts). */
const SEEDED_SUPERVISOR: StaffMember = {
  email: 'supervisor@example.org',
  password: 'supervisor-password-2026',
  role: 'supervisor',
};

const TEXTS = {
  fr: {
    home: 'Espace agents de la Maison de la mobilité',
    auditLink: 'Consulter le journal d’audit',
    auditTitle: 'Journal d’audit',
    download: 'Télécharger en CSV',
    staffOnly: 'Accès réservé aux agents',
  },
  en: {
    home: 'Mobility centre staff area',
    auditLink: 'Read the audit log',
    auditTitle: 'Audit log',
    download: 'Download as CSV',
    staffOnly: 'Staff only',
  },
};

for (const lang of ['fr', 'en'] as Lang[]) {
  test.describe(`staff sign-in with a second factor (${lang})`, () => {
    test('a supervisor enrols TOTP, reads the audit log with the enrolment and exports it', async ({
      page,
      browser,
    }) => {
      const texts = TEXTS[lang];
      const factor = SECOND_FACTOR_TEXTS[lang];
      const supervisor = lang === 'fr' ? SEEDED_SUPERVISOR : await newStaffMember('supervisor');
      await logIn(page, lang, supervisor);
      await page.goto(pathIn(lang, '/staff'));
      await expect(page.getByRole('heading', { level: 1, name: factor.enrolTitle })).toBeVisible();
      await expectAccessible(page);

      // A wrong first code is refused, said next to the form, and nothing typed is lost.
      await page.getByRole('button', { name: factor.showQr }).click();
      await expect(page.getByRole('img', { name: factor.qrAlt })).toBeVisible();
      await page.getByLabel(factor.appCode).fill('000000');
      await page.getByRole('button', { name: factor.confirm, exact: true }).click();
      await expect(page.getByText(factor.invalid).first()).toBeVisible();
      await expect(page.getByLabel(factor.appCode)).toHaveValue('000000');
      await expectAccessible(page);
      await page.reload();
      const { secret } = await enrolSecondFactor(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: texts.home })).toBeVisible();

      await page.getByRole('link', { name: texts.auditLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.auditTitle })).toBeVisible();
      const row = page
        .getByRole('row')
        .filter({ hasText: 'second-factor.enrol' })
        .filter({ hasText: supervisor.email });
      await expect(row).toHaveCount(1);
      await expectAccessible(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: texts.download }).click();
      const file = await (await download).path();
      const csv = await readFile(file);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.toString('utf8')).toMatch(
        new RegExp(`;${supervisor.email.replace('.', '\\.')};\\d+;second-factor\\.enrol;`),
      );

      // Another session of the same supervisor: the code step, then the back office.
      const context = await browser.newContext();
      const other = await context.newPage();
      await logIn(other, lang, supervisor);
      await other.goto(pathIn(lang, '/staff'));
      await expect(other.getByRole('heading', { level: 1, name: factor.codeTitle })).toBeVisible();
      await expectAccessible(other);
      await giveSecondFactor(other, lang, secret);
      await expect(other.getByRole('heading', { level: 1, name: texts.home })).toBeVisible();
      await context.close();
    });

    test('a passenger is refused the audit log', async ({ page, passenger }) => {
      await logIn(page, lang, passenger);
      await page.goto(pathIn(lang, '/staff/audit-log'));
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].staffOnly })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].auditTitle })).toHaveCount(0);
    });
  });
}
