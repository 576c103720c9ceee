/**
 * /account/notifications (issue 11): the demo account's cards, each by its holder's name; traffic
 * alerts turned on (the missing e-mail shown in the error summary, axe-clean), a line found between
 * two stops and followed, saved, and still there after a reload. French on Claire's card, English
 * on Léo's, so the two run side by side on the one demo account.
 */
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const JOURNEYS = {
  fr: {
    holder: 'Claire Morel',
    title: 'Notifications',
    enable: 'Recevoir les alertes trafic',
    email: 'Adresse e-mail pour les alertes',
    save: 'Enregistrer',
    summary: 'Le formulaire contient 1 erreur',
    origin: 'Arrêt de départ',
    destination: 'Arrêt d’arrivée',
    from: 'Gare maritime (Port-Marin)',
    to: 'Île aux Mouettes – Embarcadère (Île aux Mouettes)',
    search: 'Voir les lignes',
    follow: 'Suivre la ligne B1',
    followed: 'Lignes suivies',
    line: 'Ligne B1',
    saved: 'Préférences de Claire Morel enregistrées.',
  },
  en: {
    holder: 'Léo Morel',
    title: 'Notifications',
    enable: 'Receive traffic alerts',
    email: 'Email address for the alerts',
    save: 'Save',
    summary: 'The form contains 1 error',
    origin: 'Departure stop',
    destination: 'Arrival stop',
    from: 'Place du Marché (Port-Marin)',
    to: 'Campus de l’Estran (Port-Marin)',
    search: 'Show the lines',
    follow: 'Follow line 2',
    followed: 'Lines followed',
    line: 'Line 2',
    saved: 'Preferences of Léo Morel saved.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

for (const lang of ['fr', 'en'] as const) {
  const texts = JOURNEYS[lang];
  test(`a passenger follows a line found between two stops, and finds it after a reload (${lang})`, async ({
    page,
  }) => {
    await logIn(page, lang, DEMO);
    await page.goto(pathIn(lang, '/account/notifications'));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const card = page.getByRole('region', { name: texts.holder });

    await card.getByRole('checkbox', { name: texts.enable }).check();
    await card.getByLabel(texts.email).fill('');
    await card.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(card.getByRole('heading', { name: texts.summary })).toBeVisible();
    await expectAccessible(page);

    await card.getByLabel(texts.email).fill('demo@example.org');
    await card.getByRole('combobox', { name: texts.origin }).selectOption({ label: texts.from });
    await card.getByRole('combobox', { name: texts.destination }).selectOption({ label: texts.to });
    await card.getByRole('button', { name: texts.search }).click();
    await card.getByRole('button', { name: texts.follow }).click();
    await expect(card.getByRole('list', { name: texts.followed })).toContainText(texts.line);
    await card.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(card.getByText(texts.saved)).toBeVisible();

    await page.reload();
    const again = page.getByRole('region', { name: texts.holder });
    await expect(again.getByRole('list', { name: texts.followed })).toContainText(texts.line);
    await expect(again.getByRole('checkbox', { name: texts.enable })).toBeChecked();
  });
}
