/**
 * What one person leaves on a shared device (spec §4 logout: "state reset"), and the pages of the
 * spec not built yet (a real 404, and no link leads there).
 */
import { LABELS, LANGS, expect, logIn, pathIn, test } from './support/fixtures';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const TEXTS = {
  fr: {
    duplicate: 'Dupliquer',
    lostCard: 'Carte perdue',
    addToCart: 'Ajouter au panier',
    added: 'Duplicata ajouté au panier',
    oneItem: '1 article',
    cart: 'Panier',
    remove: 'Supprimer',
  },
  en: {
    duplicate: 'Duplicate',
    lostCard: 'Lost card',
    addToCart: 'Add to cart',
    added: 'Duplicate added to the cart',
    oneItem: '1 item',
    cart: 'Cart',
    remove: 'Remove',
  },
} as const;

for (const lang of LANGS) {
  const texts = TEXTS[lang];
  const labels = LABELS[lang];

  test(`after a logout, the next person on the device finds an empty cart (${lang})`, async ({
    page,
    passenger,
  }) => {
    await logIn(page, lang, DEMO);
    await page.getByRole('main').getByRole('link', { name: texts.duplicate }).first().click();
    await page.getByLabel(texts.lostCard).check();
    await page.getByRole('button', { name: texts.addToCart }).click();
    await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner).toContainText(texts.oneItem);
    // The cart's link shows its count and leads to the cart, which lists the duplicate.
    await banner.getByRole('link', { name: new RegExp(texts.cart) }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.cart })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(texts.remove) })).toHaveCount(1);

    await banner.getByRole('button', { name: labels.logout }).first().click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/auth/login')));
    const saved = await page.evaluate(() => window.localStorage.getItem('oceane.cart'));
    expect(JSON.parse(saved ?? '{"state":{"items":[]}}').state.items).toEqual([]);

    await logIn(page, lang, passenger);
    await expect(page.getByRole('banner')).toContainText(texts.cart);
    await expect(page.getByRole('banner')).not.toContainText(texts.oneItem);
  });
}

test('the pages of the spec not built yet answer a real 404 with the not-found page', async ({ page }) => {
  for (const [lang, path] of [['en', '/nulle-part']] as const) {
    const response = await page.goto(pathIn(lang, path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].notFound })).toBeVisible();
  }
});
