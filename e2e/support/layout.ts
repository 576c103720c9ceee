/**
 * What axe cannot see of a page's layout (DESIGN.md): usable from 320 CSS pixels wide (400 % zoom,
 * WCAG 1.4.10) without sideways scrolling, and each action a 44 × 44 px target on a phone.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Nothing wider than the screen at the page's current width. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(widths.viewport);
}

/** The page's actions and radio choices in its main part, and those smaller than 44 × 44 px. */
async function targets(page: Page): Promise<{ shown: number; small: string[] }> {
  return page.locator('main').evaluate((main) => {
    const shown = [
      ...main.querySelectorAll<HTMLElement>('button, a.button, label:has(input[type="radio"])'),
    ].filter((element) => element.offsetParent !== null);
    const small = shown
      .map((element) => ({ name: element.textContent?.trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
    return { shown: shown.length, small };
  });
}

/**
 * At 320 CSS pixels the page reflows; with `targets`, each of its actions and choices is also a
 * 44 × 44 px target. The viewport stays at 320 px.
 */
export async function expectReflowAt320(page: Page, { targets: checkTargets = false } = {}) {
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  if (!checkTargets) return;
  const { shown, small } = await targets(page);
  expect(shown, `actions found on ${page.url()}`).toBeGreaterThan(0);
  expect(small, `${page.url()} at 320 px`).toEqual([]);
}
