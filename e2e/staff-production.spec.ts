/**
 * Card production (issue 25, decision 074), in French and English: a passenger orders a new card
 * for herself, delivered at home, and pays it; the mobility centre refuses her proof, she replaces
 * it in her order tracking, the replacement is accepted and the card is made (My cards shows it,
 * tracking says "card made"); an agent signs in with TOTP, opens /staff/production from the staff
 * home, prints the card's sheet (a PDF with the holder's name) and marks it shipped with a tracking
 * reference; the passenger's order tracking says "Card shipped" with that reference. Every page
 * visited is axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { apiGet } from './support/api';
import { TEST_CARDS, payOnSandbox, userTokenOf } from './support/checkout';
import {
  ORDER_TEXTS,
  acceptProof,
  atStep,
  chooseDelivery,
  chooseMonthly,
  fillContact,
  proofPdf,
  refuseProof,
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
import { enrolSecondFactor, newStaffMember } from './support/staff';

const TEXTS = {
  fr: {
    homeLink: 'Produire et expédier les cartes',
    title: 'Cartes à produire',
    choose: (number: string, holder: string) => `Choisir la carte ${number} de ${holder}`,
    print: 'Imprimer la planche de 1 carte',
    printed: /Planches enregistrées sous card-sheets\.pdf/,
    step: 'Étape',
    printedStep: 'Imprimée',
    ship: (number: string, holder: string) => `Expédier la carte ${number} de ${holder}`,
    tracking: /Numéro de suivi du transporteur/,
    confirmShip: 'Confirmer l’expédition',
    shipped: /est expédiée\./,
    cardMade: 'Carte fabriquée',
    cardShipped: 'Carte expédiée',
    trackingShown: 'LP 2026 1128 FR',
  },
  en: {
    homeLink: 'Produce and ship cards',
    title: 'Cards to produce',
    choose: (number: string, holder: string) => `Choose card ${number} of ${holder}`,
    print: 'Print the sheet of 1 card',
    printed: /Sheets saved as card-sheets\.pdf/,
    step: 'Step',
    printedStep: 'Printed',
    ship: (number: string, holder: string) => `Ship card ${number} of ${holder}`,
    tracking: /Carrier tracking reference/,
    confirmShip: 'Confirm the shipment',
    shipped: /is shipped\./,
    cardMade: 'Card made',
    cardShipped: 'Card shipped',
    trackingShown: 'LP 2026 1128 FR',
  },
};

/** The text of a PDF pdfkit wrote with its standard fonts (its TJ hex strings, WinAnsi). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const line of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of line[1]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const bytes = Buffer.from(hex[1]!, 'hex');
        text += [...bytes].map((code) => (code === 0xa0 ? ' ' : String.fromCharCode(code))).join('');
      }
      text += '\n';
    }
  }
  return text;
}

/** The number of the passenger's newest card (the one this journey made). */
async function newestCardNumber(page: Page): Promise<string> {
  const cards = await apiGet<{ CARDS: { id: number; number: string }[] }>(
    page.request,
    'Account/getCards.json',
    {
      userToken: await userTokenOf(page),
    },
  );
  if (cards.status !== 'ok') throw new Error(`getCards failed: ${JSON.stringify(cards)}`);
  const newest = [...cards.response.CARDS].sort((a, b) => b.id - a.id)[0];
  if (!newest) throw new Error('the passenger has no card');
  return newest.number;
}

function holderOf(passenger: Passenger): NewHolder {
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

/** The six steps to the cart and the payment, as card-order.spec.ts walks them. */
async function orderAndPay(page: Page, lang: Lang, holder: NewHolder): Promise<string> {
  const texts = ORDER_TEXTS[lang];
  await page.goto(pathIn(lang, '/cards/order'));
  await atStep(page, lang, 1);
  await chooseMonthly(page, lang);
  await atStep(page, lang, 2, { axe: false });
  await fillContact(page, lang, holder, 'self');
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

for (const lang of LANGS) {
  const texts = TEXTS[lang];
  const order = ORDER_TEXTS[lang];

  test(
    `a card is made, printed and shipped by an agent, and the passenger sees it shipped (${lang})`,
    longJourney(lang),
    async ({ page, passenger, request, browser, baseURL }) => {
      test.setTimeout(300_000);
      await logIn(page, lang, passenger);
      const holder = holderOf(passenger);
      const holderName = `${holder.firstname} ${holder.name}`;
      const proof = await orderAndPay(page, lang, holder);

      // The proof is refused; the passenger replaces it in her order tracking.
      await refuseProof(page, request, proof, 'Document illisible');
      await page.reload();
      const proofs = page.getByRole('region', { name: order.proofsTitle });
      await expect(proofs).toContainText(order.refused);
      const chooser = page.waitForEvent('filechooser');
      await proofs.getByRole('button', { name: order.replace(order.identity) }).click();
      await (
        await chooser
      ).setFiles({ name: 'piece-identite-lisible.pdf', mimeType: 'application/pdf', buffer: proofPdf() });
      await expect(page.getByText(order.replaced)).toBeVisible();

      // Accepted, the card is made: My cards shows it, and tracking says so.
      await acceptProof(page, request, 'piece-identite-lisible.pdf');
      await page.goto(pathIn(lang, '/cards'));
      await expect(page.getByRole('tab', { name: new RegExp(holderName) })).toBeVisible();
      // Her new card's number: the journey's passenger is named as others of the run are.
      const number = await newestCardNumber(page);
      await page.goto(pathIn(lang, '/account/history'));
      await expect(page.getByText(texts.cardMade).first()).toBeVisible();
      await expectAccessible(page);

      // The agent, in a browser of her own, prints the card's sheet and ships it.
      const agentContext = await browser.newContext(baseURL ? { baseURL } : {});
      const desk = await agentContext.newPage();
      const agent = await newStaffMember('agent');
      await logIn(desk, lang, agent);
      await desk.goto(pathIn(lang, '/staff'));
      await enrolSecondFactor(desk, lang);
      await desk.getByRole('link', { name: texts.homeLink }).click();
      await expect(desk.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectAccessible(desk);
      await desk.getByRole('checkbox', { name: texts.choose(number, holderName) }).check();
      const download = desk.waitForEvent('download');
      await desk.getByRole('button', { name: texts.print }).click();
      const sheet = await download;
      const path = await sheet.path();
      expect(pdfText(await readFile(path))).toContain(holderName);
      await expect(desk.getByText(texts.printed)).toBeVisible();
      const row = desk.getByRole('row').filter({ hasText: number });
      await expect(row).toContainText(texts.printedStep);
      await row.getByRole('button', { name: texts.ship(number, holderName) }).click();
      await desk.getByRole('textbox', { name: texts.tracking }).fill(texts.trackingShown);
      await expectAccessible(desk);
      await desk.getByRole('button', { name: texts.confirmShip }).click();
      await expect(desk.getByText(texts.shipped)).toBeVisible();
      await expectAccessible(desk);
      await agentContext.close();

      // The passenger's order tracking says the card is shipped, with its reference.
      await page.reload();
      const current = page.locator('[aria-current="step"]').filter({ hasText: texts.cardShipped });
      await expect(current).toBeVisible();
      await expect(page.getByText(texts.trackingShown)).toBeVisible();
      await expectAccessible(page);
    },
  );
}
