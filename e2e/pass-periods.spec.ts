/**
 * Pass periods on one card (issue 23 items 1 and 2, decision 060), in French and English, against
 * the real server and its sandbox payment provider:
 *
 * - a card holding this month's pass, reloaded with the annual pass: the reload page says it
 *   starts the day after the running pass ends, and so does My cards once it is paid;
 * - a card whose pass awaits its first validation: Reload stays, another pass waits and says why,
 *   and a single ticket is bought and paid.
 *
 * Each journey on a card of its own (PASS_PERIOD_CARDS of apps/api/src/db/seed-cards.ts), axe-clean
 * on the pages that show what this issue adds.
 */
import { addDays, formatLongDay, networkDay, periodLastDay } from '@oceane/domain';
import type { Page } from '@playwright/test';
import { apiGet } from './support/api';
import { logInWithCard, payOnSandbox, TEST_CARDS, userTokenOf, type JourneyCard } from './support/checkout';
import { expect, expectAccessible, LABELS, pathIn, test, type Lang } from './support/fixtures';

const card = (number: string, holderName: string, firstname: string, born: string): JourneyCard => ({
  number,
  holderName,
  firstname,
  born,
});

const CARDS = {
  fr: {
    running: card('4100000761', 'Le Du', 'Gwenola', '1983-07-11'),
    pending: card('4100000763', 'Le Goffic', 'Tiphaine', '1992-02-25'),
  },
  en: {
    running: card('4100000762', 'Kerhervé', 'Alan', '1977-12-02'),
    pending: card('4100000764', 'Quiniou', 'Per', '1989-09-14'),
  },
} as const;

const ANNUAL_CENTS = 49_000;
const TICKET_CENTS = 170;

/** The texts as the portal writes them. */
const TEXTS = {
  fr: {
    reload: 'Recharger',
    topupTitle: 'Recharger une carte',
    add: (name: string) => `Ajouter au panier ${name}`,
    added: 'Ajouté au panier',
    toCart: 'Voir mon panier',
    cartTitle: 'Panier',
    monthly: 'Abonnement mensuel tout public',
    annual: 'Abonnement annuel tout public',
    ticket: 'Ticket 1 voyage bus + bateau',
    startsAfter: (date: string) => `À partir du ${date}, à la fin de votre abonnement en cours`,
    validity: (from: string, to: string) => `Du ${from} au ${to}`,
    pending: /En attente de validation/,
    passWaits: /Nouvel abonnement impossible pour l’instant\s: validez d’abord votre carte/,
    ticketsOnSale: /Les tickets restent en vente/,
    afterValidation: /Disponible une fois la carte validée/,
    mode: 'En 1 fois',
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    paidTitle: 'Paiement validé',
  },
  en: {
    reload: 'Reload',
    topupTitle: 'Reload a card',
    add: (name: string) => `Add to cart ${name}`,
    added: 'Added to the cart',
    toCart: 'Go to cart',
    cartTitle: 'Cart',
    monthly: 'Monthly pass',
    annual: 'Annual pass',
    ticket: 'Single ticket, bus + boat',
    startsAfter: (date: string) => `From ${date}, when your current pass ends`,
    validity: (from: string, to: string) => `From ${from} to ${to}`,
    pending: /Awaiting validation/,
    passWaits: /No new pass for now: first validate your card/,
    ticketsOnSale: /Tickets are still on sale/,
    afterValidation: /Available once the card has been validated/,
    mode: 'In 1 instalment',
    terms: 'I accept the general terms of sale',
    pay: 'Pay',
    paidTitle: 'Payment validated',
  },
} as const;

/** A text as a pattern whatever the spaces (French typography puts no-break ones). */
const loose = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s'));

type CardAnswer = {
  CARDS: { id: number; contracts: { name: string; validFrom: string; validTo: string; status: string }[] }[];
};

/** The card's contract of that name, as the api answers it now. */
async function contractNamed(page: Page, lang: Lang, mediaId: number, name: string) {
  const answer = await apiGet<CardAnswer>(page.request, 'Account/getCards.json', {
    userToken: await userTokenOf(page),
    network_id: '1',
    locale: lang,
  });
  if (answer.status !== 'ok') throw new Error(JSON.stringify(answer));
  const contract = answer.response.CARDS.find((item) => item.id === mediaId)?.contracts.find(
    (item) => item.name === name,
  );
  if (!contract) throw new Error(`no ${name} on card ${mediaId}: ${JSON.stringify(answer.response)}`);
  return contract;
}

/** The product of that name on the reload page, as its list item. */
const productItem = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** The pass of that name on the card My cards shows, as its list item. */
const passItem = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

/** The reload page of the card, reached from My cards. */
async function openReload(page: Page, lang: Lang, number: string) {
  const texts = TEXTS[lang];
  await page.getByRole('main').getByRole('link', { name: texts.reload, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(number);
}

/** Adds the product, goes to the cart, pays in one go on the sandbox, and waits for "payment validated". */
async function buyAndPay(page: Page, lang: Lang, product: string, cents: number) {
  const texts = TEXTS[lang];
  const main = page.getByRole('main');
  await main.getByRole('button', { name: texts.add(product), exact: true }).click();
  await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
  await main.getByRole('link', { name: texts.toCart }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: product })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('radio', { name: new RegExp(`^${texts.mode}`) }).check();
  await main.getByRole('checkbox', { name: texts.terms }).check();
  await main.getByRole('button', { name: texts.pay, exact: true }).click();
  await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: cents, accessible: false });
  await expect(page.getByRole('dialog', { name: texts.paidTitle })).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`the annual pass bought on a card holding this month's pass starts the day after it ends (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    // A payment through the pages and axe on two of them: more than a page's minute.
    test.setTimeout(150_000);
    const journeyCard = CARDS[lang].running;
    const mediaId = await logInWithCard(page, request, lang, passenger, journeyCard);
    const monthly = await contractNamed(page, lang, mediaId, texts.monthly);
    const today = networkDay();
    // The day after the running pass (this month's last day), today if it ended already.
    const start = monthly.validTo >= today ? addDays(monthly.validTo, 1) : today;
    const end = periodLastDay(start, 'P1Y');

    await openReload(page, lang, journeyCard.number);
    const annual = productItem(page, texts.annual);
    await expect(annual).toContainText(loose(texts.startsAfter(formatLongDay(start, lang))));
    await expect(productItem(page, texts.monthly)).toContainText(
      loose(texts.startsAfter(formatLongDay(start, lang))),
    );
    await expectAccessible(page);

    await buyAndPay(page, lang, texts.annual, ANNUAL_CENTS);
    await page.goto(pathIn(lang, `/cards?card=${mediaId}`));
    await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
    const bought = passItem(page, texts.annual);
    await expect(bought).toContainText(
      loose(texts.validity(formatLongDay(start, lang), formatLongDay(end, lang))),
    );
    await expect(bought).toContainText(texts.pending);
    // The running pass is left as it was, ending the day before.
    await expect(passItem(page, texts.monthly)).toContainText(
      loose(texts.validity(formatLongDay(monthly.validFrom, lang), formatLongDay(monthly.validTo, lang))),
    );
    await expectAccessible(page);
  });

  test(`a ticket is bought while a pass awaits the card's first validation; another pass waits (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    test.setTimeout(150_000);
    const journeyCard = CARDS[lang].pending;
    const mediaId = await logInWithCard(page, request, lang, passenger, journeyCard);

    // My cards: Reload stays, and says a pass waits while tickets are on sale.
    const reload = page.getByRole('main').getByRole('link', { name: texts.reload, exact: true });
    await expect(reload).toHaveAccessibleDescription(texts.passWaits);
    await expect(reload).toHaveAccessibleDescription(texts.ticketsOnSale);

    await openReload(page, lang, journeyCard.number);
    const annual = page.getByRole('main').getByRole('button', { name: texts.add(texts.annual), exact: true });
    await expect(annual).toBeDisabled();
    await expect(annual).toHaveAccessibleDescription(texts.afterValidation);
    await expect(
      page.getByRole('main').getByRole('button', { name: texts.add(texts.ticket), exact: true }),
    ).toBeEnabled();
    await expectAccessible(page);

    await buyAndPay(page, lang, texts.ticket, TICKET_CENTS);
    await page.goto(pathIn(lang, `/cards?card=${mediaId}`));
    await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
    await expect(passItem(page, texts.ticket)).toContainText(texts.pending);
    await expect(passItem(page, texts.monthly)).toContainText(texts.pending);
    const ticket = await contractNamed(page, lang, mediaId, texts.ticket);
    expect(ticket.status).toBe('PENDING_VALIDATION');
  });
}
