/**
 * The back office's customers (issue 25, decision 073): a fresh agent (TOTP enrolled) opens the
 * search from the staff home, types the demo customer's card number, sees the match announced,
 * opens the customer's page and finds its card there; then a name typed without accents or
 * capitals finds them too. Both pages axe-clean, in French and English.
 */
import { LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    homeLink: 'Rechercher un client',
    title: 'Clients',
    box: 'Rechercher un client',
    found: '1 client trouvé.',
    matched: 'carte 4100000101',
    page: 'Client Claire Morel',
    cards: 'Les cartes du client et leurs abonnements',
  },
  en: {
    homeLink: 'Find a customer',
    title: 'Customers',
    box: 'Find a customer',
    found: '1 customer found.',
    matched: 'card 4100000101',
    page: 'Customer Claire Morel',
    cards: 'The customer’s cards and their passes',
  },
};

for (const lang of LANGS) {
  test(`an agent finds the demo customer by card number and opens their page (${lang})`, async ({ page }) => {
    const texts = TEXTS[lang];
    const agent = await newStaffMember('agent');
    await logIn(page, lang, agent);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await page.getByRole('link', { name: texts.homeLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    const box = page.getByRole('textbox', { name: texts.box });
    await box.fill('4100000101');
    await expect(page.getByRole('status').filter({ hasText: texts.found })).toBeVisible();
    const result = page.getByRole('link', { name: 'Claire Morel' });
    await expect(page.getByRole('listitem').filter({ hasText: texts.matched })).toBeVisible();
    await expectAccessible(page);

    // Without accents or capitals, the name finds the same customer.
    await box.fill('claire morel');
    await expect(result.first()).toBeVisible();

    await box.fill('4100000101');
    await expect(page.getByRole('listitem').filter({ hasText: texts.matched })).toBeVisible();
    await result.click();
    await expect(page.getByRole('heading', { level: 1, name: texts.page })).toBeVisible();
    await expect(
      page.getByRole('table', { name: texts.cards }).getByRole('row', { name: /4100000101/ }),
    ).toBeVisible();
    await expectAccessible(page);
  });
}
