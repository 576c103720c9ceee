/**
 * The checkout journeys' support (issue 7): a fresh passenger holding a card of their own, and the
 * sandbox provider's hosted pages filled by their labels, as a passenger types on them.
 *
 * Each journey pays on its own seeded card (JOURNEY_CARDS of apps/api/src/db/seed-cards.ts,
 * 4100000201 to 4100000216): paying leaves a pending reload on the card (spec §4: no second reload
 * until it is validated on a bus) or replaces it by its duplicate, so two journeys never share one.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost } from './api';
import { LABELS, expect, expectAccessible, logIn, pathIn, type Lang, type Passenger } from './fixtures';

export type JourneyCard = { number: string; holderName: string; firstname: string; born: string };

const journeyCard = (index: number, holderName: string, firstname: string): JourneyCard => ({
  number: `41000002${String(index).padStart(2, '0')}`,
  holderName,
  firstname,
  born: `1985-03-${String(index).padStart(2, '0')}`,
});

/** One card per journey: the seeded holder of each number (seed-cards.ts, JOURNEY_HOLDERS). */
export const JOURNEY_CARDS = {
  reloadFr: journeyCard(1, 'Le Bihan', 'Nolwenn'),
  reloadEn: journeyCard(2, 'Kerjean', 'Yann'),
  instalmentsFr: journeyCard(3, 'Guillou', 'Anaïs'),
  instalmentsEn: journeyCard(4, 'Tanguy', 'Ronan'),
  refusedFr: journeyCard(5, 'Quéré', 'Soizic'),
  refusedEn: journeyCard(6, 'Le Roux', 'Erwan'),
  duplicatePaymentFr: journeyCard(7, 'Morvan', 'Gaëlle'),
  duplicatePaymentEn: journeyCard(8, 'Cadiou', 'Loïc'),
  secureFr: journeyCard(9, 'Prigent', 'Maïwenn'),
  secureEn: journeyCard(10, 'Jaouen', 'Tristan'),
  duplicateCard: journeyCard(11, 'Le Gall', 'Rozenn'),
  invoices: journeyCard(12, 'Riou', 'Gwenaël'),
  revisitFr: journeyCard(13, 'Abiven', 'Enora'),
  revisitEn: journeyCard(14, 'Bothorel', 'Mathéo'),
  bikePinFr: journeyCard(15, 'Hamon', 'Léna'),
  bikePinEn: journeyCard(16, 'Nédélec', 'Kévin'),
} as const;

/** The sandbox's documented test cards (its hosted page lists them). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  refused: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  challenge: '4000 0000 0000 3220',
  laterDeclined: '4000 0000 0000 0341',
} as const;

/** The hosted pages' words (apps/api/src/modules/sandbox-psp/texts.ts). */
export const SANDBOX_LABELS = {
  fr: {
    banner: 'SANDBOX — mode test, aucun argent réel',
    payHeading: 'Paiement par carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (CVC)',
    cardholder: 'Nom du titulaire de la carte',
    pay: /^Payer /,
    challengeHeading: 'Authentification 3-D Secure',
    code: 'Code de confirmation',
    confirm: 'Confirmer',
    paidTitle: 'Ce paiement est déjà effectué',
    backToMerchant: 'Revenir à Océane Mobilités',
  },
  en: {
    banner: 'SANDBOX — test mode, no real money',
    payHeading: 'Card payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    cardholder: 'Cardholder name',
    pay: /^Pay /,
    challengeHeading: '3-D Secure authentication',
    code: 'Confirmation code',
    confirm: 'Confirm',
    paidTitle: 'This payment is already made',
    backToMerchant: 'Return to Océane Mobilités',
  },
} as const;

/**
 * An amount as the portal and the sandbox write it, whatever space Intl puts before the euro sign:
 * money(lang, 4900) matches "49,00 €" in French and "€49.00" in English.
 */
export function money(lang: Lang, cents: number): RegExp {
  const units = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'fr' ? '\\s' : ',');
  return lang === 'fr' ? new RegExp(`${grouped},${rest}\\s€`) : new RegExp(`€${grouped}\\.${rest}`);
}

/** The session token of the page's passenger (the portal keeps it in a cookie). */
export async function userTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'userToken');
  if (!cookie) throw new Error('no userToken cookie: log in first');
  return cookie.value;
}

/**
 * Logs the passenger in and gives them the card, associated through the api as the association
 * popup does (cards.spec.ts walks the popup itself); answers the card's id, with My cards showing it.
 */
export async function logInWithCard(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  passenger: Passenger,
  card: JourneyCard,
): Promise<number> {
  await logIn(page, lang, passenger);
  const associated = await apiPost<{ card: { id: number } }>(request, 'Account/registerMedia.json', {
    userToken: await userTokenOf(page),
    mediaNumber: card.number,
    holderName: card.holderName,
    holderBirthdate: card.born,
    acceptTerms: true,
  });
  if (associated.status !== 'ok')
    throw new Error(`association of ${card.number}: ${JSON.stringify(associated)}`);
  await page.goto(pathIn(lang, '/cards'));
  await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
  await expect(page.getByRole('main').getByText(card.number).first()).toBeVisible();
  return associated.response.card.id;
}

export type SandboxOptions = {
  lang: Lang;
  /** The amount the page must show as due today, in cents (checked before paying). */
  amountCents?: number;
  /** MM/YY; by default December, four years from now. */
  expiry?: string;
  cvc?: string;
  cardholder?: string;
  /** Runs axe on the hosted page before paying (default true). */
  accessible?: boolean;
};

/**
 * On the sandbox provider's hosted page: checks it says it is a sandbox (and the amount when
 * given), types the card by the fields' labels and pays. The browser then goes to the 3-D Secure
 * page or back to the portal.
 */
export async function payOnSandbox(page: Page, cardNumber: string, options: SandboxOptions) {
  const labels = SANDBOX_LABELS[options.lang];
  await expect(page).toHaveURL(/\/api\/sandbox-psp\/pay\?session=/);
  await expect(page.getByRole('heading', { level: 1, name: labels.payHeading })).toBeVisible();
  await expect(page.getByText(labels.banner)).toBeVisible();
  const payButton = page.getByRole('button', { name: labels.pay });
  if (options.amountCents !== undefined) {
    await expect(page.locator('.order')).toContainText(money(options.lang, options.amountCents));
    await expect(payButton).toHaveText(new RegExp(money(options.lang, options.amountCents).source));
  }
  if (options.accessible !== false) await expectAccessible(page);
  const year = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
  await page.getByLabel(labels.cardNumber).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill(options.expiry ?? `12/${year}`);
  await page.getByLabel(labels.cvc).fill(options.cvc ?? '123');
  await page.getByLabel(labels.cardholder).fill(options.cardholder ?? 'Hélène Le Goff');
  await payButton.click();
}

/** On the sandbox's 3-D Secure page: checks it (axe included), types the code and confirms. */
export async function passChallenge(page: Page, code: string, lang: Lang) {
  const labels = SANDBOX_LABELS[lang];
  await expect(page).toHaveURL(/\/api\/sandbox-psp\/challenge/);
  await expect(page.getByRole('heading', { level: 1, name: labels.challengeHeading })).toBeVisible();
  await expect(page.getByText(labels.banner)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(labels.code).fill(code);
  await page.getByRole('button', { name: labels.confirm, exact: true }).click();
}

type ApiItem = { type: 'CARD_RELOAD'; mediaId: number; shopItemId: number; quantity: number };

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const answer = await apiPost<T>(request, path, body);
  if (answer.status !== 'ok') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.response;
}

/**
 * A reload bought and paid at once without the pages, as the portal's calls make it (for a journey
 * about what follows a payment, not the payment itself): the amount, the order, its payment
 * session, the sandbox's card form posted with 4242…, then Order/verify.json, which applies the
 * provider's outcome. Answers the paid order's id.
 */
export async function payReloadThroughApi(
  request: APIRequestContext,
  userToken: string,
  item: Omit<ApiItem, 'type' | 'quantity'>,
): Promise<number> {
  const items: ApiItem[] = [{ type: 'CARD_RELOAD', quantity: 1, ...item }];
  const { amount } = await call<{ amount: { totalCents: number } }>(request, 'Order/computeAmount.json', {
    userToken,
    items,
  });
  const { order } = await call<{ order: { id: number } }>(request, 'Order/create.json', {
    userToken,
    items,
    installments: 1,
    expectedTotalCents: amount.totalCents,
    acceptTerms: true,
    idempotencyKey: randomUUID(),
  });
  const placed = await call<{ paymentId: string }>(request, 'Order/placeOrder.json', {
    userToken,
    orderId: order.id,
    locale: 'fr',
  });
  const year = String((new Date().getFullYear() + 4) % 100).padStart(2, '0');
  const paid = await request.post('/api/sandbox-psp/pay', {
    form: {
      session: placed.paymentId,
      cardNumber: TEST_CARDS.success,
      expiry: `12/${year}`,
      cvc: '123',
      cardholder: 'Hélène Le Goff',
    },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const verified = await call<{ outcome: string }>(request, 'Order/verify.json', {
    userToken,
    orderId: order.id,
  });
  expect(verified.outcome).toBe('PAID');
  return order.id;
}
