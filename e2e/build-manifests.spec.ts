// The build manifests of spec §2 and §7 (docs/decisions/051-build-manifests.md): the likely next
// pages' payloads fetched a second after the page shows, and a newer build taken at the next
// navigation with a full page load.
import type { Page } from '@playwright/test';
import { LANGS, expect, expectAccessible, pathIn, test } from './support/fixtures';

const NEXT_BUILD = 'e2e-next-build';

/** The link of the home page that leads to the login page when logged out. */
const busLink = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: /Bus et bateaux|Bus and boats/i });

/** Serves a newer build: latest.json names it, its meta lists `assets`, the payloads are its. */
async function releaseNewerBuild(page: Page, assets: string[]) {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ json: { id: NEXT_BUILD, version: '9.9.9' }, headers: { 'cache-control': 'no-store' } }),
  );
  await page.route(`**/builds/meta/${NEXT_BUILD}.json`, (route) =>
    route.fulfill({
      json: { id: NEXT_BUILD, version: '9.9.9', builtAt: new Date().toISOString(), assets, pages: ['/'] },
    }),
  );
  await page.route('**/_payload.json?*', (route) =>
    route.fulfill({ json: { build: NEXT_BUILD, path: '/', prerendered: true, modules: [], styles: [] } }),
  );
}

/** Whether the login page's route module was asked for before the login page's document. */
function trackRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(`document ${new URL(request.url()).pathname}`);
    else if (/\/assets\/login-[\w-]+\.js$/.test(request.url())) seen.push('login module');
  });
  return {
    loginModuleBeforeDocument: () => {
      const documentAt = seen.findIndex((entry) => /^document .*\/auth\/login$/.test(entry));
      return seen.slice(0, documentAt).includes('login module');
    },
  };
}

for (const lang of LANGS) {
  test.describe(`build manifests (${lang})`, () => {
    test('a second after the home page shows, the likely next pages’ payloads of its build are fetched and what they name is prefetched', async ({
      page,
    }) => {
      const asked: { url: string; at: number }[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_payload.json')) asked.push({ url: request.url(), at: Date.now() });
      });
      const loginPayload = page.waitForResponse((response) =>
        response.url().includes(`${pathIn(lang, '/auth/login')}/_payload.json?v=`),
      );
      await page.goto(pathIn(lang, '/'));
      // When the page showed: its first paint, which comes before the app mounts and starts the
      // prefetch's delay. The load event is no reference: it may fire after the app has mounted
      // (a resource still loading), and then less than the delay passes between them.
      const shownAt = await page.evaluate(
        () =>
          performance.timeOrigin +
          (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now()),
      );
      const response = await loginPayload;
      expect(response.status()).toBe(200);
      const latest = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
      const payload = (await response.json()) as { build: string; path: string; modules: string[] };
      expect(payload.build).toBe(latest.id);
      expect(payload.path).toBe(pathIn(lang, '/auth/login'));
      expect(new URL(response.url()).searchParams.get('v')).toBe(latest.id);
      expect(asked[0]!.at - shownAt).toBeGreaterThanOrEqual(900);
      expect(asked.length).toBeLessThanOrEqual(4);
      await expect(page.locator('link[rel="prefetch"][href^="/assets/"]').first()).toBeAttached();
      await expect(page.locator('link[rel="modulepreload"][href*="login"]')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a newer build without a module this page needs: the next link followed loads its page in full', async ({
      page,
    }) => {
      await releaseNewerBuild(page, []);
      const requests = trackRequests(page);
      const checked = page.waitForRequest(`**/builds/meta/${NEXT_BUILD}.json`);
      await page.goto(pathIn(lang, '/'));
      await checked;
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const documentLoad = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().endsWith(pathIn(lang, '/auth/login')),
      );
      await busLink(page).click();
      await documentLoad;
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth/login')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
      // Loaded in full straight from the click: the old build's login module was never asked for.
      expect(requests.loginModuleBeforeDocument()).toBe(false);
    });

    test('a newer build that still has the modules: the next navigation happens in the page, then loads in full', async ({
      page,
    }) => {
      const latest = (await (await page.request.get('/builds/latest.json')).json()) as { id: string };
      const meta = (await (await page.request.get(`/builds/meta/${latest.id}.json`)).json()) as {
        assets: string[];
      };
      await releaseNewerBuild(page, meta.assets);
      const requests = trackRequests(page);
      const checked = page.waitForRequest(`**/builds/meta/${NEXT_BUILD}.json`);
      await page.goto(pathIn(lang, '/'));
      await checked;
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const documentLoad = page.waitForRequest(
        (request) => request.isNavigationRequest() && request.url().endsWith(pathIn(lang, '/auth/login')),
      );
      await busLink(page).click();
      await documentLoad;
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/auth/login')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
      // The page first went there in the app, with the old build's login module.
      expect(requests.loginModuleBeforeDocument()).toBe(true);
    });

    test('the payload of a page the portal does not have is a plain 404, not the portal’s page', async ({
      page,
    }) => {
      const response = await page.request.get(`${pathIn(lang, '/nulle-part')}/_payload.json`);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).not.toMatch(/html/);
    });
  });
}
