/**
 * /account/notifications, the location section (issue 11, decision 050): a new passenger's consent
 * is off; ticked, it is saved and said; unticked, it is withdrawn and said.
 * Axe-clean with the status shown. A fresh passenger per language, so both run side by side.
 */
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';

const TEXTS = {
  fr: {
    section: 'Position approximative',
    consent: 'Partager ma position approximative avec le réseau',
    granted: 'Votre accord est enregistré.',
    withdrawn: 'Votre accord est retiré et les positions enregistrées sont effacées.',
  },
  en: {
    section: 'Approximate location',
    consent: 'Share my approximate location with the network',
    granted: 'Your consent is saved.',
    withdrawn: 'Your consent is withdrawn and the stored locations are erased.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];
  test(`a passenger agrees to share an approximate location, then withdraws (${lang})`, async ({
    page,
    passenger,
  }) => {
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/account/notifications'));
    const section = page.getByRole('region', { name: texts.section });
    const consent = section.getByRole('checkbox', { name: texts.consent });
    await expect(consent).not.toBeChecked();

    await consent.check();
    await expect(section.getByRole('status')).toHaveText(texts.granted);
    await expectAccessible(page);

    await consent.uncheck();
    await expect(section.getByRole('status')).toHaveText(texts.withdrawn);
    await expect(consent).not.toBeChecked();
  });
}
