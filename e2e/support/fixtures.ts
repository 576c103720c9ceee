/**
 * Playwright fixtures: each test that needs an account creates its own through the api, so tests
 * run in parallel and in any order; the server's database is a fresh file per run.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { apiPost } from './api';

export type Passenger = {
  email: string;
  password: string;
  name: string;
  firstname: string;
  phone: string;
};

let counter = 0;

export function freshPassenger(): Passenger {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    email: `passager.${unique}@example.org`,
    password: 'mot-de-passe-2026',
    name: 'Le Goff',
    firstname: 'Hélène',
    phone: '0612345678',
  };
}

export const test = base.extend<{
  passenger: Passenger;
  /** Set by the one test that breaks a page on purpose. */
  allowPageErrors: boolean;
  pageHealth: void;
}>({
  allowPageErrors: [false, { option: true }],
  /**
   * Every test fails if its page breaks its own Content-Security-Policy (a blocked script or style
   * means a part of the portal silently does not work) or throws an error nothing caught.
   */
  pageHealth: [
    async ({ page, allowPageErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          problems.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => {
        if (!allowPageErrors) problems.push(`${page.url()}: uncaught ${error.name}: ${error.message}`);
      });
      await use();
      expect(problems, 'CSP violations and uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
  passenger: async ({ request }, use) => {
    const passenger = freshPassenger();
    const answer = await apiPost<{ idToken: string }>(request, 'Identity/signUp', {
      ...passenger,
      acceptTerms: true,
    });
    expect(answer.status, JSON.stringify(answer)).toBe('ok');
    await use(passenger);
  },
});

export { expect };

export const LABELS = {
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    login: 'Se connecter',
    logout: 'Se déconnecter',
    name: 'Nom',
    firstname: 'Prénom',
    phone: 'Téléphone',
    confirmation: 'Confirmation du mot de passe',
    terms: 'J’accepte les conditions générales',
    createAccount: 'Créer mon compte',
    cardsTitle: 'Mes cartes',
    notFound: 'Page introuvable',
    otherLanguage: 'English',
    sessionExpired: 'Session expirée',
    required: 'Veuillez renseigner ce champ',
  },
  en: {
    email: 'Email address',
    password: 'Password',
    login: 'Log in',
    logout: 'Log out',
    name: 'Last name',
    firstname: 'First name',
    phone: 'Phone',
    confirmation: 'Password confirmation',
    terms: 'I accept the general terms',
    createAccount: 'Create my account',
    cardsTitle: 'My cards',
    notFound: 'Page Not Found',
    otherLanguage: 'Français',
    sessionExpired: 'Session expired',
    required: 'Please fill in this field',
  },
} as const;

export type Lang = keyof typeof LABELS;
export const LANGS: Lang[] = ['fr', 'en'];

/**
 * The details of a long journey's test in `lang`: every run takes it in French, and its English
 * run is tagged `@nightly`, which only the night run takes (`NIGHTLY=1 npm test`, README "Tests").
 * Only a journey whose English screens another test of every run also walks may use it.
 */
export function longJourney(lang: Lang): { tag?: string } {
  return lang === 'fr' ? {} : { tag: '@nightly' };
}

/** '/cards' in a language: French has no prefix, English is under /en. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'fr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Logs in through the login form, as a passenger does. */
export async function logIn(page: Page, lang: Lang, passenger: Pick<Passenger, 'email' | 'password'>) {
  const labels = LABELS[lang];
  await page.goto(pathIn(lang, '/auth/login'));
  await page.getByLabel(labels.email).fill(passenger.email);
  await page.getByLabel(labels.password, { exact: true }).fill(passenger.password);
  await page.getByRole('button', { name: labels.login, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: labels.cardsTitle })).toBeVisible();
}

/**
 * axe with the WCAG 2.2 A and AA rules finds nothing on the page as it is now, once its running
 * transitions have ended: a button whose background is still fading (150 ms, after a state change
 * under the pointer) shows axe a half-way colour beside its final text colour, and its contrast
 * check then fails at random (seen once in CI on the card order's step 3). Endless animations (a
 * spinner) are not waited for. A page served as its shell (the pages behind the login) has no
 * `<title>` until its code has run, so the check waits for the title first: run on the shell, axe
 * reported "document-title" once in CI (another account's card, opened by its address).
 */
export async function expectAccessible(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
