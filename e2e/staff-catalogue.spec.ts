/**
 * The back office's catalogue (issue 25, decision 076): a fresh supervisor (TOTP enrolled) opens
 * the catalogue from the staff home, schedules a product's price from today, and the demo
 * passenger's reload page shows the new price. Axe-clean, in French and English; each language
 * changes a product of its own (one no other journey prices) and puts its price back at the end.
 */
import { apiGet, apiPost, openSession } from './support/api';
import { money, userTokenOf } from './support/checkout';
import { LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const TEXTS = {
  fr: {
    homeLink: 'Catalogue et prix',
    title: 'Catalogue et prix',
    table: /Produits du réseau, prix en vigueur le/,
    product: 'Produit',
    price: /^Nouveau prix/,
    submit: 'Programmer ce prix',
    done: /Prix programmé/,
    name: 'Autopartage, abonnement mensuel',
    productId: 110,
    typed: '16,50',
    before: 1500,
    after: 1650,
    topupTitle: 'Recharger une carte',
  },
  en: {
    homeLink: 'Catalogue and prices',
    title: 'Catalogue and prices',
    table: /The network’s products, prices in force on/,
    product: 'Product',
    price: /^New price/,
    submit: 'Schedule this price',
    done: /Price scheduled/,
    name: '7-day pass',
    productId: 104,
    typed: '17.50',
    before: 1600,
    after: 1750,
    topupTitle: 'Reload a card',
  },
};

for (const lang of LANGS) {
  test(`a supervisor schedules a price from today and the reload page shows it (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const texts = TEXTS[lang];
    const supervisor = await newStaffMember('supervisor');
    await logIn(page, lang, supervisor);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await page.getByRole('link', { name: texts.homeLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const row = page
      .getByRole('table', { name: texts.table })
      .getByRole('row', { name: new RegExp(texts.name) });
    await expect(row).toContainText(money(lang, texts.before));
    await expectAccessible(page);

    await page
      .getByRole('combobox', { name: new RegExp(`^${texts.product}`) })
      .selectOption(String(texts.productId));
    await page.getByLabel(texts.price).fill(texts.typed);
    // The day is today by default.
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.done })).toBeVisible();
    await expect(row).toContainText(money(lang, texts.after));
    await expectAccessible(page);
    const supervisorToken = await userTokenOf(page);

    try {
      // The demo passenger, in a browser of their own, on their card's reload page.
      const demoToken = await openSession(request, DEMO.email, DEMO.password);
      const cards = await apiGet<{ CARDS: { id: number }[] }>(request, 'Account/getCards.json', {
        userToken: demoToken,
      });
      if (cards.status !== 'ok') throw new Error(`getCards: ${JSON.stringify(cards)}`);
      const passenger = await (await browser.newContext()).newPage();
      await logIn(passenger, lang, DEMO);
      await passenger.goto(pathIn(lang, `/cards/topup/${cards.response.CARDS[0]!.id}`));
      await expect(passenger.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();
      const item = passenger
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: passenger.getByRole('heading', { name: texts.name, exact: true }) });
      await expect(item).toContainText(money(lang, texts.after));
      await expectAccessible(passenger);
      await passenger.context().close();
    } finally {
      // The same day again replaces the price: the catalogue as the other journeys know it.
      const { today } = await catalogueDay(request, supervisorToken);
      await apiPost(request, 'Staff/schedulePrice.json', {
        userToken: supervisorToken,
        productId: texts.productId,
        priceCents: texts.before,
        effectiveFrom: today,
      });
    }
  });
}

async function catalogueDay(request: Parameters<typeof apiGet>[0], userToken: string) {
  const answer = await apiGet<{ today: string }>(request, 'Staff/getCatalogue.json', { userToken });
  if (answer.status !== 'ok') throw new Error(`getCatalogue: ${JSON.stringify(answer)}`);
  return answer.response;
}
