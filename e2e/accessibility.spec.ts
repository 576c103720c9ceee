/**
 * What axe cannot see (docs/decisions/008-web-styling.md): pages reflow at 320 CSS pixels (400 %
 * zoom of a 1280 px screen, WCAG 1.4.10) without horizontal scrolling, a passenger can log in with
 * the keyboard alone, and the focus stays visible in forced-colours mode.
 */
import { LABELS, expect, logIn, pathIn, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

test.describe('at 320 CSS pixels (400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/auth/login', '/auth/signup', '/auth/reset', '/accessibility', '/nulle-part']) {
    for (const lang of ['fr', 'en'] as const) {
      test(`${pathIn(lang, path)} reflows without horizontal scrolling`, async ({ page }) => {
        await page.goto(pathIn(lang, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
      });
    }
  }

  test('the logged-in pages reflow too: cards, edit, duplicate and account', async ({ page }) => {
    await logIn(page, 'fr', DEMO);
    const edit = page.getByRole('link', { name: 'Modifier les informations' });
    await expect(edit).toBeVisible();
    await expectNoSidewaysScroll(page);
    const editPath = (await edit.getAttribute('href'))!;
    const duplicatePath = editPath.replace('/edit/', '/duplicate/');
    for (const path of [editPath, duplicatePath, '/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test('a passenger logs in with the keyboard alone, from the skip link to the cards', async ({ page }) => {
  await page.goto('/auth/login');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const email = page.getByLabel(LABELS.fr.email);
  for (
    let presses = 0;
    presses < 10 && !(await email.evaluate((node) => node === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(LABELS.fr.password, { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: LABELS.fr.cardsTitle })).toBeVisible();
});

test('in forced-colours mode the focused control keeps a visible outline', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/auth/login');
  await page.getByLabel(LABELS.fr.email).focus();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the actions of the login, signup and cards pages are touch targets of 44 × 44 px at least', async ({
    page,
  }) => {
    /** The actions shown in the page's main part, and those smaller than 44 × 44 px. */
    const measure = async () =>
      page.locator('main').evaluate((main) => {
        const shown = [...main.querySelectorAll<HTMLElement>('button, a.button, [role="tab"]')].filter(
          (element) => element.offsetParent !== null,
        );
        const small = shown
          .map((element) => ({ name: element.textContent?.trim(), box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
        return { shown: shown.length, small };
      });
    const tooSmall = async () => {
      const { shown, small } = await measure();
      expect(shown, `actions found on ${page.url()}`).toBeGreaterThan(1);
      return small;
    };
    for (const path of ['/auth/login', '/auth/signup']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await tooSmall(), path).toEqual([]);
    }
    await logIn(page, 'fr', DEMO);
    await expect(page.getByRole('link', { name: 'Modifier les informations' })).toBeVisible();
    expect(await tooSmall(), '/cards').toEqual([]);
  });
});
