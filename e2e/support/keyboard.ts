/**
 * A keyboard user's moves, for the keyboard-only journeys: Tab to a control, the arrows in a radio
 * group, typing into a field, Enter on a button that opens the file picker.
 */
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (a keyboard user's way to a control). */
export async function tabTo(page: Page, target: Locator, { max = 120 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** In a focused radio group, presses ArrowDown until `target` is checked. */
export async function arrowTo(page: Page, target: Locator, { max = 20 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.isChecked()) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrows never checked ${String(target)}`);
}

export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Presses Enter on a button that opens the file picker, and chooses the file in it. */
export async function chooseFileByKeyboard(
  page: Page,
  trigger: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await tabTo(page, trigger);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}
