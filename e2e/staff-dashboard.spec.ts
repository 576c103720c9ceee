/**
 * The back office's home (issue 25, decision 077): a fresh agent signs in with TOTP and lands on
 * the dashboard: today's figures, the review backlog, the orders waiting per processing status,
 * the failed instalments and the month's refunds, each tile with its heading; the backlog's link
 * opens the review queue. Axe-clean, in French and English.
 */
import { LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    dashboard: 'Tableau de bord',
    tiles: [
      'Commandes payées aujourd’hui',
      'Ventes du jour (TTC)',
      'Justificatifs à examiner',
      'Commandes en attente de traitement',
      'Échéances impayées',
      'Remboursements du mois',
    ],
    waiting: ['À traiter', 'En cours de traitement'],
    review: 'Ouvrir la file des justificatifs',
    money: /\d,\d\d\s€/,
  },
  en: {
    dashboard: 'Dashboard',
    tiles: [
      'Orders paid today',
      'Today’s sales (incl. VAT)',
      'Proofs awaiting review',
      'Orders waiting to be processed',
      'Unpaid instalments',
      'Refunds of the month',
    ],
    waiting: ['To process', 'Being processed'],
    review: 'Open the review queue',
    money: /€[\d,]+\.\d\d/,
  },
};

for (const lang of LANGS) {
  test(`an agent signs in and sees the dashboard of the day (${lang})`, async ({ page }) => {
    const texts = TEXTS[lang];
    const agent = await newStaffMember('agent');
    await logIn(page, lang, agent);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);

    await expect(page.getByRole('heading', { level: 2, name: texts.dashboard })).toBeVisible();
    for (const name of texts.tiles) {
      await expect(page.getByRole('region', { name }), name).toBeVisible();
    }
    await expect(page.getByRole('region', { name: texts.tiles[1] })).toContainText(texts.money);
    const waiting = page.getByRole('region', { name: texts.tiles[3] });
    for (const step of texts.waiting) await expect(waiting).toContainText(step);
    await expectAccessible(page);

    await page.getByRole('link', { name: texts.review }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/staff/review')}$`));
  });
}
