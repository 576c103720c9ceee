/**
 * The back office with the keyboard alone and axe (issue 25, decision 078). A passenger orders a
 * card (e2e/support/card-order.ts); an agent signs in through the pages (the sign-in page, then
 * the second factor: enrolment the first time, the code step in a later session) and goes through
 * the review queue with Tab, Enter and Space only: opens the proof, refuses it with the reason
 * from the list; later accepts the passenger's replacement (with Space). After each
 * action the focus is visible and lands where the agent goes on. Then every staff page, French
 * and English, is axe-clean (WCAG 2.2 AA), the team page included.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { TEST_CARDS, payOnSandbox } from './support/checkout';
import {
  ORDER_TEXTS,
  atStep,
  chooseDelivery,
  chooseMonthly,
  fillContact,
  proofPdf,
  uploadIdentity,
  uploadPhoto,
  type NewHolder,
} from './support/card-order';
import {
  LANGS,
  expect,
  expectAccessible,
  logIn,
  longJourney,
  pathIn,
  test,
  type Lang,
  type Passenger,
} from './support/fixtures';
import { tabTo } from './support/keyboard';
import { enrolSecondFactor, giveSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    home: 'Espace agents de la Maison de la mobilité',
    reviewLink: 'Valider les justificatifs',
    reviewTitle: 'Justificatifs à valider',
    openItem: (holder: string) => `Ouvrir le justificatif de ${holder}`,
    itemTitle: /^Justificatif n° \d+/,
    youHold: /Vous avez pris ce justificatif en charge/,
    refuse: 'Refuser',
    accept: 'Accepter',
    reason: 'Illisible',
    done: 'Avis enregistré.',
    customersLink: 'Rechercher un client',
    customersBox: 'Rechercher un client',
    customerPage: 'Client Claire Morel',
    teamLink: 'Gérer les comptes agents',
    teamTitle: 'Équipe',
    teamCaption: /Les comptes agents, actifs d’abord/,
  },
  en: {
    home: 'Mobility centre staff area',
    reviewLink: 'Review proofs',
    reviewTitle: 'Proofs to review',
    openItem: (holder: string) => `Open the proof of ${holder}`,
    itemTitle: /^Proof no\. \d+/,
    youHold: /You hold this proof/,
    refuse: 'Refuse',
    accept: 'Accept',
    reason: 'Unreadable',
    done: 'Verdict recorded.',
    customersLink: 'Find a customer',
    customersBox: 'Find a customer',
    customerPage: 'Customer Claire Morel',
    teamLink: 'Manage the staff accounts',
    teamTitle: 'Team',
    teamCaption: /The staff accounts, active first/,
  },
};

/** The focused element is `target`, and it shows the portal's focus ring (base.css). */
async function expectFocusVisible(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    };
  });
  expect(ring).toEqual({ focusVisible: true, outline: true });
}

/** Tab to a control, then press it with Enter (a link or a button) or Space (a button). */
async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await expectFocusVisible(target);
  await page.keyboard.press(key);
}

function selfHolder(passenger: Passenger): NewHolder {
  return {
    gender: 'madame',
    name: passenger.name,
    firstname: passenger.firstname,
    birthdate: '1984-06-03',
    address1: '12 rue des Goélettes',
    zipcode: '99500',
    city: 'Port-Marin',
    mobile: passenger.phone,
  };
}

/** The passenger orders a new card for herself and pays it; answers the proof's file name. */
async function orderACard(page: Page, lang: Lang, passenger: Passenger): Promise<string> {
  const texts = ORDER_TEXTS[lang];
  await logIn(page, lang, passenger);
  await page.goto(pathIn(lang, '/cards/order'));
  await atStep(page, lang, 1, { axe: false });
  await chooseMonthly(page, lang);
  await atStep(page, lang, 2, { axe: false });
  await fillContact(page, lang, selfHolder(passenger), 'self');
  await atStep(page, lang, 3, { axe: false });
  const proof = await uploadIdentity(page, lang);
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await atStep(page, lang, 4, { axe: false });
  await uploadPhoto(page, lang);
  await atStep(page, lang, 5, { axe: false });
  await chooseDelivery(page, lang, 'home');
  await page.getByRole('button', { name: texts.next, exact: true }).click();
  await atStep(page, lang, 6, { axe: false });
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  await page.getByRole('checkbox', { name: texts.terms }).check();
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
  await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: 4900 + 800 });
  const result = page.getByRole('dialog', { name: texts.paidTitle });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await result
    .getByRole('button', { name: texts.paidAction })
    .or(result.getByRole('link', { name: texts.paidAction }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts.historyTitle })).toBeVisible();
  return proof;
}

/** From the staff home to the review queue, with the keyboard. */
async function toTheQueue(page: Page, lang: Lang) {
  const texts = TEXTS[lang];
  await expect(page.getByRole('heading', { level: 1, name: texts.home })).toBeVisible();
  await press(page, page.getByRole('link', { name: texts.reviewLink }));
  await expect(page.getByRole('heading', { level: 1, name: texts.reviewTitle })).toBeVisible();
  await expectAccessible(page);
}

/** Opens the oldest item of the holder with Tab and Enter; the item's title takes the focus. */
async function openOldest(page: Page, lang: Lang, holder: string) {
  const texts = TEXTS[lang];
  await press(page, page.getByRole('button', { name: texts.openItem(holder) }).first());
  const title = page.getByRole('heading', { level: 2, name: texts.itemTitle });
  await expect(title).toBeFocused();
  await expect(page.getByText(texts.youHold)).toBeVisible();
  return title;
}

/** After the verdict on the last item: the list shows, the focus on its message. */
async function expectVerdictMessageFocused(page: Page, lang: Lang) {
  const message = page.getByText(TEXTS[lang].done);
  await expect(message).toBeVisible();
  // The nearest element around the message that scripts focus (tabindex -1).
  const holder = message.locator('xpath=ancestor::*[@tabindex="-1"][1]');
  await expectFocusVisible(holder);
}

async function agentContext(page: Page): Promise<BrowserContext> {
  return page.context().browser()!.newContext();
}

for (const lang of LANGS) {
  const texts = TEXTS[lang];
  const order = ORDER_TEXTS[lang];

  test(
    `an agent goes through the review queue with the keyboard alone: refuses, then accepts the replacement (${lang})`,
    longJourney(lang),
    async ({ page, passenger }) => {
      test.setTimeout(300_000);
      const holder = `${passenger.firstname} ${passenger.name}`;
      const proof = await orderACard(page, lang, passenger);

      // The agent signs in through the pages and enrols the authenticator app.
      const agent = await newStaffMember('agent');
      const first = await agentContext(page);
      const staff = await first.newPage();
      await logIn(staff, lang, agent);
      await staff.goto(pathIn(lang, '/staff'));
      const { secret } = await enrolSecondFactor(staff, lang);
      await toTheQueue(staff, lang);

      // The identity proof (the oldest): refused with the first reason of the list, Tab and Enter.
      const title = await openOldest(staff, lang, holder);
      await expectFocusVisible(title);
      await expect(staff.getByRole('radio', { name: texts.reason })).toBeChecked();
      await expectAccessible(staff);
      await press(staff, staff.getByRole('button', { name: texts.refuse, exact: true }));
      // The queue's last item: the list shows again, the focus on the verdict's message.
      await expectVerdictMessageFocused(staff, lang);
      await expectAccessible(staff);
      await first.close();

      // The passenger replaces the refused proof in the order tracking.
      await page.reload();
      const proofs = page.getByRole('region', { name: order.proofsTitle });
      await expect(proofs).toContainText(order.refused);
      const chooser = page.waitForEvent('filechooser');
      await proofs.getByRole('button', { name: order.replace(order.identity) }).click();
      await (
        await chooser
      ).setFiles({ name: 'piece-identite-lisible.pdf', mimeType: 'application/pdf', buffer: proofPdf() });
      await expect(page.getByText(order.replaced)).toBeVisible();
      expect(proof).not.toBe('piece-identite-lisible.pdf');

      // Later, another session of the agent: the code step, then the replacement accepted.
      const later = await agentContext(page);
      const again = await later.newPage();
      await logIn(again, lang, agent);
      await again.goto(pathIn(lang, '/staff'));
      await giveSecondFactor(again, lang, secret);
      await toTheQueue(again, lang);
      await openOldest(again, lang, holder);
      await press(again, again.getByRole('button', { name: texts.accept, exact: true }), 'Space');
      await expectVerdictMessageFocused(again, lang);
      await later.close();

      // Every proof accepted: the card is made (decision 072).
      await page.goto(pathIn(lang, '/cards'));
      await expect(page.getByRole('tab', { name: new RegExp(holder) })).toBeVisible();
    },
  );
}

test('every staff page is axe-clean in French and English, the team page included', async ({ page }) => {
  test.setTimeout(180_000);
  const supervisor = await newStaffMember('supervisor');
  await logIn(page, 'fr', supervisor);
  await page.goto(pathIn('fr', '/staff'));
  await enrolSecondFactor(page, 'fr');
  // The demo customer's page: its address from the search.
  await page.getByRole('link', { name: TEXTS.fr.customersLink }).click();
  await page.getByRole('textbox', { name: TEXTS.fr.customersBox }).fill('4100000101');
  await page.getByRole('link', { name: 'Claire Morel' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.fr.customerPage })).toBeVisible();
  const customer = new URL(page.url()).pathname;

  for (const lang of LANGS) {
    const texts = TEXTS[lang];
    const pages: [string, string | RegExp][] = [
      ['/staff', texts.home],
      ['/staff/review', texts.reviewTitle],
      ['/staff/customers', lang === 'fr' ? 'Clients' : 'Customers'],
      [customer, texts.customerPage],
      ['/staff/audit-log', lang === 'fr' ? 'Journal d’audit' : 'Audit log'],
      ['/staff/disruptions', lang === 'fr' ? 'Perturbations du réseau' : 'Network disruptions'],
      ['/staff/team', texts.teamTitle],
    ];
    for (const [path, title] of pages) {
      await page.goto(pathIn(lang, path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
    }
    // The team page's table, and its link on the home page for a supervisor.
    await expect(page.getByRole('table', { name: texts.teamCaption })).toContainText(supervisor.email);
    await page.goto(pathIn(lang, '/staff'));
    await expect(page.getByRole('link', { name: texts.teamLink })).toBeVisible();
  }
});
