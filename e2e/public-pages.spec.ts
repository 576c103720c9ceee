import { LABELS, LANGS, expect, expectAccessible, pathIn, test } from './support/fixtures';

for (const lang of LANGS) {
  const labels = LABELS[lang];

  test.describe(`public pages (${lang})`, () => {
    test('the home page offers bus and boats, bike and car sharing, with no header when logged out', async ({
      page,
    }) => {
      await page.goto(pathIn(lang, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      await expect(
        main.getByRole('link', { name: lang === 'fr' ? /Bus et bateaux/i : /Bus and boats/i }),
      ).toBeVisible();
      await expect(main.getByRole('link', { name: lang === 'fr' ? /Vélo/i : /Bike/i })).toBeVisible();
      await expect(
        main.getByRole('link', { name: lang === 'fr' ? /Autopartage/i : /Car sharing/i }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: labels.logout })).toHaveCount(0);
      await expectAccessible(page);
    });

    test('the footer gives the phone with its cost, the opening hours and the other language', async ({
      page,
    }) => {
      await page.goto(pathIn(lang, '/auth/login'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
      await expect(footer).toContainText(lang === 'fr' ? /0,06\s€/ : '€0.06');
      await expect(footer).toContainText(/7\s?h\s?30/);
      await expect(footer).toContainText(/16\s?h\s?10/);
      await expect(footer.getByRole('link', { name: labels.otherLanguage })).toBeVisible();
    });

    test('switching language opens the same page in the other locale and back', async ({ page }) => {
      const other = lang === 'fr' ? 'en' : 'fr';
      await page.goto(pathIn(lang, '/auth/signup'));
      await page.getByRole('contentinfo').getByRole('link', { name: labels.otherLanguage }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(other, '/auth/signup').replace('/', '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('button', { name: LABELS[other].createAccount })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: LABELS[other].otherLanguage }).click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth/signup').replace('/', '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('an unknown path shows "Page Not Found" with the path, answered with HTTP 404', async ({ page }) => {
      const path = pathIn(lang, '/nulle-part/ici');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: labels.notFound })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(path);
      await expectAccessible(page);
    });

    for (const path of ['/auth/login', '/auth/signup', '/auth/reset', '/accessibility']) {
      test(`${path} is accessible (axe, WCAG 2.2 AA)`, async ({ page }) => {
        await page.goto(pathIn(lang, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }
  });
}

test('public pages are prerendered: the login form is in the HTML before any script runs', async ({
  request,
}) => {
  const response = await request.get('/auth/login');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(LABELS.fr.email);
  expect(html).toContain('lang="fr"');
  const english = await (await request.get('/en/auth/login')).text();
  expect(english).toContain(LABELS.en.email);
});

test('hashed assets are precompressed and cached for a year @phone', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src], link[rel="modulepreload"]').first();
  const src = (await script.getAttribute('src')) ?? (await script.getAttribute('href'));
  expect(src).toMatch(/\/assets\//);
  const response = await request.get(src!, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');
});

test.describe('error reporting', () => {
  test.use({ allowPageErrors: true });

  test('an error the page meets is reported to the server, with the page and build, once', async ({
    page,
  }) => {
    const reports: Array<Record<string, unknown>> = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().endsWith('/api/Monitoring/reportError.json')) return;
      const response = await request.response();
      reports.push({ status: response?.status(), ...(request.postDataJSON() as Record<string, unknown>) });
    });
    await page.goto('/auth/login?from=e2e');
    const fail = () =>
      page.evaluate(() => {
        window.setTimeout(() => {
          throw new Error('e2e probe: a widget broke');
        }, 0);
      });
    // The listeners start once the page is hydrated: throw until one is heard.
    await expect
      .poll(async () => {
        await fail();
        return reports.length;
      })
      .toBeGreaterThan(0);
    await fail();
    await page.waitForTimeout(300);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      status: 200,
      kind: 'error',
      name: 'Error',
      message: 'e2e probe: a widget broke',
      page: '/auth/login?from=',
      release: expect.stringMatching(/^\d+\.\d+\.\d+-/),
      locale: 'fr',
    });
    expect(reports[0]).not.toHaveProperty('userToken');
  });
});
