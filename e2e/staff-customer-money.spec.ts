/**
 * A customer's money on their page (issue 25, decision 077): an agent opens the demo customer's
 * page, sees the schedules section, sends an invoice again after its confirmation dialog (axe-clean
 * with the dialog open) and hears it announced. French and English.
 */
import { LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    homeLink: 'Rechercher un client',
    box: 'Rechercher un client',
    page: 'Client Claire Morel',
    schedules: 'Échéanciers',
    resend: /^Renvoyer la facture F/,
    dialog: /^Renvoyer la facture F.*\?$/,
    confirm: 'Envoyer la facture',
    sent: /La facture F\S+ est envoyée à/,
  },
  en: {
    homeLink: 'Find a customer',
    box: 'Find a customer',
    page: 'Customer Claire Morel',
    schedules: 'Payment schedules',
    resend: /^Send invoice F.* again$/,
    dialog: /^Send invoice F.* again\?$/,
    confirm: 'Send the invoice',
    sent: /Invoice F\S+ is sent to/,
  },
};

for (const lang of LANGS) {
  test(`an agent sends the demo customer's invoice again from their page (${lang})`, async ({ page }) => {
    const texts = TEXTS[lang];
    const agent = await newStaffMember('agent');
    await logIn(page, lang, agent);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await page.getByRole('link', { name: texts.homeLink, exact: true }).click();
    await page.getByRole('textbox', { name: texts.box }).fill('4100000101');
    await page.getByRole('link', { name: 'Claire Morel' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: texts.page })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.schedules })).toBeVisible();

    await page.getByRole('button', { name: texts.resend }).first().click();
    const dialog = page.getByRole('alertdialog', { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('@');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible();
    await expectAccessible(page);
  });
}
