/**
 * What a page shows before any of the portal's code has run (issue 9): the shells of the pages
 * behind the login are served to anyone and must say something true at once. The cart page's
 * shell finds an empty saved cart by its own inline script, which the page's Content-Security-Policy
 * must allow; the portal's scripts are refused here so that only the shell is seen.
 */
import type { Page } from '@playwright/test';
import { expect, LANGS, logIn, pathIn, test } from './support/fixtures';

const TEXTS = {
  fr: {
    cart: 'Panier',
    cartTitle: 'Panier – Océane Mobilités',
    empty: 'Votre panier est vide.',
    link: 'Voir mes cartes pour en recharger une',
    loading: 'Chargement…',
  },
  en: {
    cart: 'Cart',
    cartTitle: 'Cart – Océane Mobilités',
    empty: 'Your cart is empty.',
    link: 'Go to my cards to reload one',
    loading: 'Loading…',
  },
} as const;

/** The page as the shell leaves it: every script file refused, CSP reports collected. */
async function shellOnly(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route('**/assets/*.js', (route) => route.abort());
  return refused;
}

for (const lang of LANGS) {
  const texts = TEXTS[lang];

  test(`the cart's shell says at once that an empty cart is empty (${lang})`, async ({ page }) => {
    const refused = await shellOnly(page);
    await page.goto(pathIn(lang, '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: texts.cart })).toBeVisible();
    // Named from its first paint, before any code (WCAG 2.4.2).
    await expect(page).toHaveTitle(texts.cartTitle);
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: texts.link })).toHaveAttribute(
      'href',
      pathIn(lang, '/cards'),
    );
    await expect(page.getByText(texts.loading)).toBeHidden();
    expect(refused).toEqual([]);
  });

  test(`the cart's shell shows its loading line while a saved cart with items waits for the page (${lang})`, async ({
    page,
  }) => {
    await shellOnly(page);
    await page.addInitScript(() =>
      window.localStorage.setItem(
        'oceane.cart',
        JSON.stringify({ state: { items: [{ id: 'a' }], lastUpdated: Date.now() }, version: 1 }),
      ),
    );
    await page.goto(pathIn(lang, '/cart'));
    await expect(page.getByText(texts.loading)).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeHidden();
  });
}

test('with its code, the page draws the same empty cart in place of the shell (fr)', async ({
  page,
  passenger,
}) => {
  await logIn(page, 'fr', passenger);
  await page.goto('/cart');
  const line = page.getByText(TEXTS.fr.empty);
  await expect(line).toBeVisible();
  // The page's own empty cart, drawn by its code once it has run: the shell's is gone.
  await expect(page.locator('.cart-shell__empty')).toHaveCount(0);
  await expect(line).toHaveCount(1);
  await expect(page.getByRole('link', { name: TEXTS.fr.link })).toBeVisible();
});

test('on a phone, the heading of a page behind the login stays where its shell put it (fr)', async ({
  page,
  passenger,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logIn(page, 'fr', passenger);
  const headingTop = () =>
    page
      .locator('h1')
      .first()
      .evaluate((heading) => Math.round(heading.getBoundingClientRect().top));

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/account');
  await expect(page.locator('h1')).toHaveText('Mon compte');
  const inShell = await headingTop();
  await page.unroute('**/assets/*.js');

  await page.goto('/account');
  // The real header (the passenger's name, the cart, the logout) has replaced the shell's.
  await expect(page.getByRole('banner').getByRole('link', { name: /Panier/ })).toBeVisible();
  expect(await headingTop()).toBe(inShell);
});

test('the shells of /cards and /cart hydrate over their markup: no render error is reported (fr, en)', async ({
  page,
  passenger,
}) => {
  // Error reports on, for every error: a shell whose first render differs from its markup makes
  // React report error 418 (root.tsx sends it to Monitoring/reportError.json).
  await page.route('**/public-config.json', async (route) => {
    const response = await route.fetch();
    const config = { ...(await response.json()), errorReporting: true, traceSampleRate: 1 };
    await route.fulfill({ response, json: config });
  });
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('reportError')) reports.push(request.postData() ?? '');
  });
  await logIn(page, 'fr', passenger);
  for (const path of ['/cards', '/cart', '/en/cards', '/en/cart', '/account']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Panier|Cart/ })).toBeVisible();
  }
  // A report is sent once the page has settled: give it the time a report takes to leave.
  await page.waitForTimeout(1_000);
  expect(reports).toEqual([]);
});

test("a page's own title replaces its shell's, and follows the passenger to the next page (fr)", async ({
  page,
  passenger,
}) => {
  await logIn(page, 'fr', passenger);
  await page.goto('/account');
  await expect(page.getByRole('banner').getByRole('link', { name: /Panier/ })).toBeVisible();
  await expect(page).toHaveTitle('Mon compte – Océane Mobilités');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('title[data-shell-title]')).toHaveCount(0);
  // A page reached inside the app: the title is its own, not the first page's shell's.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Panier/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.fr.cart })).toBeVisible();
  await expect(page).toHaveTitle(TEXTS.fr.cartTitle);
});
