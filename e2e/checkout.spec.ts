/**
 * The money path (issue 7) as a passenger walks it, in French and English, against the real
 * server and its sandbox payment provider: reload a card and pay at once, pay in 4, a refused
 * card, a second payment of a paid order, 3-D Secure, and a duplicate paid through the cart.
 * Each journey has its own passenger and card (support/checkout.ts), and checks every page and
 * popup it meets with axe, the sandbox's hosted pages included.
 */
import { instalmentSchedule } from '@oceane/domain';
import type { Page, Response } from '@playwright/test';
import {
  JOURNEY_CARDS,
  SANDBOX_LABELS,
  TEST_CARDS,
  logInWithCard,
  money,
  passChallenge,
  payOnSandbox,
  type JourneyCard,
} from './support/checkout';
import { LABELS, expect, expectAccessible, pathIn, test, type Lang, longJourney } from './support/fixtures';

const TEXTS = {
  fr: {
    reload: 'Recharger',
    topupTitle: 'Recharger une carte',
    add: 'Ajouter au panier',
    added: 'Ajouté au panier',
    toCart: 'Voir mon panier',
    monthly: 'Abonnement mensuel tout public',
    annual: 'Abonnement annuel tout public',
    cartTitle: 'Panier',
    cartLink: /Panier\s*, 1 article/,
    holder: (card: JourneyCard) => `Pour ${card.firstname} ${card.holderName}, carte ${card.number}`,
    // Spec §1: several times come without fees, said in the option and its schedule.
    mode: (count: number) => (count === 1 ? 'En 1 fois' : `En ${count} fois sans frais`),
    schedule: (amount: string, dates: string) =>
      `Aujourd’hui : ${amount}, puis 3 × ${amount} le ${dates}, sans frais`,
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    paidTitle: 'Paiement validé',
    paidAction: 'Suivre ma commande',
    refusedTitle: 'Paiement refusé',
    refusedText: /Paiement refusé\s: aucun montant n’a été débité\. Votre panier est conservé\./,
    refusedAction: 'Retour au panier',
    duplicateTitle: 'Paiement déjà effectué',
    paidOrDuplicate: /^(Paiement validé|Paiement déjà effectué)$/,
    duplicateAction: 'Voir mes cartes',
    historyTitle: 'Suivi de commandes',
    paid: 'Payée',
    due: 'À venir',
    download: /^Télécharger la facture (\S+) \(PDF\)$/,
    saved: /Facture enregistrée sous/,
    pending: /En attente de validation/,
    saleNotSettled: /Nouvel abonnement impossible pour l’instant\s: validez d’abord votre carte/,
    lastDue: (date: string) => `Dernière échéance le ${date}`,
    duplicate: 'Dupliquer',
    lostCard: 'Carte perdue',
    duplicateAdded: 'Duplicata ajouté au panier',
    duplicateToCart: 'Voir mon panier',
    duplicateFee: 'Frais de duplicata de carte',
    expiredHint: 'Cette carte est expirée : elle ne peut plus être rechargée ni dupliquée.',
  },
  en: {
    reload: 'Reload',
    topupTitle: 'Reload a card',
    add: 'Add to cart',
    added: 'Added to the cart',
    toCart: 'Go to cart',
    monthly: 'Monthly pass',
    annual: 'Annual pass',
    cartTitle: 'Cart',
    cartLink: /Cart\s*, 1 item/,
    holder: (card: JourneyCard) => `For ${card.firstname} ${card.holderName}, card ${card.number}`,
    mode: (count: number) => (count === 1 ? 'In 1 instalment' : `In ${count} instalments, no fees`),
    schedule: (amount: string, dates: string) => `Today: ${amount}, then 3 × ${amount} on ${dates}, no fees`,
    terms: 'I accept the general terms of sale',
    pay: 'Pay',
    paidTitle: 'Payment validated',
    paidAction: 'Track my order',
    refusedTitle: 'Payment refused',
    refusedText: /Payment refused: nothing was charged\. Your cart is kept\./,
    refusedAction: 'Back to the cart',
    duplicateTitle: 'Payment already made',
    paidOrDuplicate: /^(Payment validated|Payment already made)$/,
    duplicateAction: 'Go to my cards',
    historyTitle: 'Order tracking',
    paid: 'Paid',
    due: 'Due',
    download: /^Download the invoice (\S+) \(PDF\)$/,
    saved: /Invoice saved as/,
    pending: /Awaiting validation/,
    saleNotSettled: /No new pass for now: first validate your card/,
    lastDue: (date: string) => `Last instalment on ${date}`,
    duplicate: 'Duplicate',
    lostCard: 'Lost card',
    duplicateAdded: 'Duplicate added to the cart',
    duplicateToCart: 'Go to my cart',
    duplicateFee: 'Card duplicate fee',
    expiredHint: 'This card has expired: it can no longer be reloaded or duplicated.',
  },
} as const;

const PHONE = { width: 360, height: 740 };
const INTL_LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const;

/** A day as the portal writes it: "23 décembre 2026" / "23 December 2026". */
function longDate(lang: Lang, day: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A text as an exact pattern whatever the spaces (Intl and French typography use no-break ones). */
function loose(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`^${escaped}$`);
}

/** The cents as the portal writes them (Intl's own spaces). */
function amountText(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
const MONTHLY_CENTS = 4900;
const ANNUAL_CENTS = 49000;

/** The amount Order/computeAmount.json answers: what the cart must show, whatever the client saved. */
async function serverTotal(response: Promise<Response>): Promise<number> {
  const body = (await (await response).json()) as {
    status: string;
    response: { amount: { totalCents: number } };
  };
  expect(body.status).toBe('ok');
  return body.response.amount.totalCents;
}

const isAmountCall = (response: Response) =>
  response.url().includes('/api/Order/computeAmount.json') && response.request().method() === 'POST';

/**
 * Whether a journey runs axe on the pages every journey walks through (My cards, the reload page,
 * the cart, the sandbox's card page, the "validated" popup): the first journey of each language
 * does; the others check with axe only what they alone show, to stay fast on a small machine.
 */
type Audit = { audit?: boolean };

/**
 * My cards → Reload → the product → Add to cart → the header counts 1 → the cart, whose total is
 * the server's; answers that total in cents.
 */
async function reloadIntoCart(
  page: Page,
  lang: Lang,
  card: JourneyCard,
  product: string,
  { audit = false }: Audit = {},
): Promise<number> {
  const texts = TEXTS[lang];
  const main = page.getByRole('main');
  await main.getByRole('link', { name: texts.reload, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();
  await expect(main).toContainText(card.number);
  const addButton = main.getByRole('button', { name: `${texts.add} ${product}`, exact: true });
  await expect(addButton).toBeVisible();
  if (audit) await expectAccessible(page);
  await addButton.click();
  await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
  const cartLink = page.getByRole('banner').getByRole('link', { name: texts.cartLink });
  await expect(cartLink).toBeVisible();
  if (audit) await expectAccessible(page);

  const amount = page.waitForResponse(isAmountCall);
  await main.getByRole('link', { name: texts.toCart }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  const total = await serverTotal(amount);
  await expectCart(page, lang, card, product, total);
  return total;
}

/** The cart holds the one product for the card, priced at the server's total. */
async function expectCart(page: Page, lang: Lang, card: JourneyCard, product: string, totalCents: number) {
  const texts = TEXTS[lang];
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([product]);
  await expect(main.getByText(texts.holder(card))).toBeVisible();
  await expect(main.getByRole('region', { name: lang === 'fr' ? 'Récapitulatif' : 'Summary' })).toContainText(
    money(lang, totalCents),
  );
  await expect(page.getByRole('banner').getByRole('link', { name: texts.cartLink })).toBeVisible();
}

/** Chooses the payment mode, accepts the terms (axe on the filled form) and presses Pay. */
async function submitPayment(page: Page, lang: Lang, installments = 1, { audit = false }: Audit = {}) {
  const texts = TEXTS[lang];
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: new RegExp(`^${texts.mode(installments)} `) }).check();
  await main.getByRole('checkbox', { name: texts.terms }).check();
  if (audit) await expectAccessible(page);
  await main.getByRole('button', { name: texts.pay, exact: true }).click();
}

/** Pays the cart: the browser goes to the sandbox's hosted page. */
async function payCart(page: Page, lang: Lang, installments = 1, audit: Audit = {}) {
  await submitPayment(page, lang, installments, audit);
  await expect(page).toHaveURL(/\/api\/sandbox-psp\/pay\?session=/);
}

/** Back on the portal: the "payment validated" popup (axe-clean), then order tracking. */
async function validatedToTracking(page: Page, lang: Lang, { audit = false }: Audit = {}) {
  const texts = TEXTS[lang];
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}`));
  const popup = page.getByRole('dialog', { name: texts.paidTitle });
  await expect(popup).toBeVisible({ timeout: 20_000 });
  if (audit) await expectAccessible(page);
  await popup.getByRole('button', { name: texts.paidAction }).click();
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/account/history')}$`));
  await expect(page.getByRole('heading', { level: 1, name: texts.historyTitle })).toBeVisible();
  // The cart was reset by the payment: the header counts nothing.
  await expect(page.getByRole('banner').getByRole('link', { name: texts.cartLink })).toHaveCount(0);
}

/** The one order of a fresh passenger in order tracking. */
function onlyOrder(page: Page) {
  return page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test.describe(`on a phone (${lang})`, () => {
    test.use({ viewport: PHONE });

    test(
      `a passenger reloads a card with a monthly pass, pays at once and downloads the invoice (${lang})`,
      longJourney(lang),
      async ({ page, passenger, request }) => {
        // The journey that checks every page with axe (nine pages and popups, the sandbox's too):
        // a busy 2-core machine needs more than 60 s.
        test.setTimeout(120_000);
        const card = lang === 'fr' ? JOURNEY_CARDS.reloadFr : JOURNEY_CARDS.reloadEn;
        await logInWithCard(page, request, lang, passenger, card);
        await expectAccessible(page);

        const total = await reloadIntoCart(page, lang, card, texts.monthly, { audit: true });
        expect(total).toBe(MONTHLY_CENTS);
        await payCart(page, lang, 1, { audit: true });
        await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: MONTHLY_CENTS });
        await validatedToTracking(page, lang, { audit: true });

        const order = onlyOrder(page);
        await expect(order).toHaveCount(1);
        await expect(order).toContainText(texts.paid);
        await expect(order).toContainText(texts.monthly);
        await expect(order).toContainText(card.number);
        await expect(order).toContainText(money(lang, MONTHLY_CENTS));
        const downloadButton = order.getByRole('button', { name: texts.download });
        await expect(downloadButton).toBeVisible();
        await expectAccessible(page);

        const name = (await downloadButton.textContent())?.replace(/\s+/g, ' ').trim() ?? '';
        const invoiceNumber = texts.download.exec(name)?.[1];
        expect(invoiceNumber, name).toBeTruthy();
        const download = page.waitForEvent('download');
        await downloadButton.click();
        const file = await download;
        expect(file.suggestedFilename()).toContain(invoiceNumber);
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
        const stream = await file.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
        await expect(order.getByText(texts.saved)).toBeVisible();

        // My cards: the pass waits for its first validation, and no second pass until then (§4);
        // Reload stays for tickets, and says so (decision 060).
        await page.goto(pathIn(lang, '/cards'));
        await expect(page.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByText(texts.pending).first()).toBeVisible();
        const reload = main.getByRole('link', { name: texts.reload, exact: true });
        await expect(reload).toHaveAccessibleDescription(texts.saleNotSettled);
        await expectAccessible(page);
      },
    );

    test(`a refused card returns to the cart as it was, and paying again works (${lang})`, async ({
      page,
      passenger,
      request,
    }) => {
      const card = lang === 'fr' ? JOURNEY_CARDS.refusedFr : JOURNEY_CARDS.refusedEn;
      await logInWithCard(page, request, lang, passenger, card);
      const total = await reloadIntoCart(page, lang, card, texts.monthly);
      await payCart(page, lang);
      await payOnSandbox(page, TEST_CARDS.refused, { lang, amountCents: total, accessible: false });

      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}`));
      const popup = page.getByRole('dialog', { name: texts.refusedTitle });
      await expect(popup).toBeVisible({ timeout: 20_000 });
      await expect(popup).toContainText(texts.refusedText);
      await expectAccessible(page);
      await popup.getByRole('button', { name: texts.refusedAction }).click();
      await expect(popup).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}$`));
      await expectCart(page, lang, card, texts.monthly, total);
      await expectAccessible(page);

      await payCart(page, lang);
      await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: total, accessible: false });
      await validatedToTracking(page, lang);
      const order = onlyOrder(page);
      // The refused try and the paid one are one order.
      await expect(order).toHaveCount(1);
      await expect(order).toContainText(texts.paid);
    });
  });
}

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`the annual pass paid in 4: the schedule shown, the first payment charged, three due (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    const card = lang === 'fr' ? JOURNEY_CARDS.instalmentsFr : JOURNEY_CARDS.instalmentsEn;
    await logInWithCard(page, request, lang, passenger, card);
    const total = await reloadIntoCart(page, lang, card, texts.annual);
    expect(total).toBe(ANNUAL_CENTS);

    // The day the server takes as today (UTC, as its clock) and the schedule the spec gives (§9).
    const schedule = instalmentSchedule(ANNUAL_CENTS, 4, new Date().toISOString().slice(0, 10));
    expect(schedule.map((payment) => payment.amountCents)).toEqual([12250, 12250, 12250, 12250]);
    const later = schedule.slice(1).map((payment) => longDate(lang, payment.dueDate));
    const described = texts.schedule(amountText(lang, 12250), later.join(', '));
    await expect(
      page.getByRole('main').getByRole('radio', { name: loose(`${texts.mode(4)} ${described}`) }),
    ).toBeVisible();

    await payCart(page, lang, 4);
    await expect(page.getByText(texts.lastDue(longDate(lang, schedule[3]!.dueDate)))).toBeVisible();
    await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: 12250 });
    await validatedToTracking(page, lang);

    const order = onlyOrder(page);
    await expect(order).toContainText(texts.paid);
    await expect(order).toContainText(money(lang, ANNUAL_CENTS));
    const rows = order.getByRole('table').getByRole('row');
    // The header row, then the four payments in order: the first paid today, three due.
    await expect(rows).toHaveCount(5);
    for (const [index, payment] of schedule.entries()) {
      const cells = rows.nth(index + 1).getByRole('cell');
      await expect(cells).toHaveText([
        longDate(lang, payment.dueDate),
        amountText(lang, payment.amountCents),
        index === 0 ? texts.paid : texts.due,
      ]);
    }
    await expectAccessible(page);
  });

  test(`paying again an order already paid, from a second tab, shows the duplicate-payment popup (${lang})`, async ({
    page,
    context,
    passenger,
    request,
  }) => {
    const card = lang === 'fr' ? JOURNEY_CARDS.duplicatePaymentFr : JOURNEY_CARDS.duplicatePaymentEn;
    await logInWithCard(page, request, lang, passenger, card);
    const total = await reloadIntoCart(page, lang, card, texts.monthly);
    await payCart(page, lang);

    // While the first tab is on the payment page, the passenger opens the cart in a second tab.
    const second = await context.newPage();
    await second.goto(pathIn(lang, '/cart'));
    await expectCart(second, lang, card, texts.monthly, total);

    await page.bringToFront();
    await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: total, accessible: false });
    await expect(page.getByRole('dialog', { name: texts.paidTitle })).toBeVisible({ timeout: 20_000 });

    // The second tab still shows the cart: paying it again is the same order, already paid.
    await second.bringToFront();
    await submitPayment(second, lang);
    const popup = second.getByRole('dialog', { name: texts.duplicateTitle });
    await expect(popup).toBeVisible();
    await expectAccessible(second);
    await popup.getByRole('button', { name: texts.duplicateAction }).click();
    await expect(second).toHaveURL(new RegExp(`${pathIn(lang, '/cards')}(\\?.*)?$`));
    await expect(second.getByRole('heading', { level: 1, name: LABELS[lang].cardsTitle })).toBeVisible();
    await expect(second.getByRole('main').getByText(texts.pending).first()).toBeVisible();

    // One order, paid once.
    await second.goto(pathIn(lang, '/account/history'));
    await expect(onlyOrder(second)).toHaveCount(1);
    await expect(onlyOrder(second)).toContainText(texts.paid);
    await second.close();
  });

  test(`back in the browser's history to a paid order's payment, the portal says it is paid and keeps the new cart (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    const card = lang === 'fr' ? JOURNEY_CARDS.revisitFr : JOURNEY_CARDS.revisitEn;
    await logInWithCard(page, request, lang, passenger, card);
    const total = await reloadIntoCart(page, lang, card, texts.monthly);
    await payCart(page, lang);
    await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: total, accessible: false });
    await validatedToTracking(page, lang);

    // A new cart: the duplicate of the same card, asked from My cards.
    await page.goto(pathIn(lang, '/cards'));
    await page.getByRole('main').getByRole('link', { name: texts.duplicate, exact: true }).click();
    await page.getByRole('main').getByLabel(texts.lostCard).check();
    await page.getByRole('main').getByRole('button', { name: texts.add }).click();
    await expect(page.getByRole('heading', { name: texts.duplicateAdded })).toBeVisible();

    // Back, back, back… to the provider's page of the paid payment, and from there to the portal.
    let steps = 0;
    while (!page.url().includes('/api/sandbox-psp/pay') && steps < 8) {
      await page.goBack();
      steps += 1;
    }
    await expect(page).toHaveURL(/\/api\/sandbox-psp\/pay\?session=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SANDBOX_LABELS[lang].paidTitle);
    await expectAccessible(page);
    await page.getByRole('link', { name: SANDBOX_LABELS[lang].backToMerchant }).click();
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/cart')));
    // The order is said to be paid (validated, or already paid)…
    const popup = page.getByRole('dialog', { name: texts.paidOrDuplicate });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await popup.getByRole('button').first().click();
    await expect(popup).toBeHidden();
    // …and the cart made since, never paid, is still there.
    await expect(page.getByRole('banner').getByRole('link', { name: texts.cartLink })).toBeVisible();
    await page.goto(pathIn(lang, '/cart'));
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([texts.duplicateFee]);
  });

  test(`a card asking for 3-D Secure goes through its challenge, then the payment is validated (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    const card = lang === 'fr' ? JOURNEY_CARDS.secureFr : JOURNEY_CARDS.secureEn;
    await logInWithCard(page, request, lang, passenger, card);
    const total = await reloadIntoCart(page, lang, card, texts.monthly);
    await payCart(page, lang);
    await payOnSandbox(page, TEST_CARDS.challenge, { lang, amountCents: total, accessible: false });
    await expect(page.getByText(money(lang, total)).first()).toBeVisible();
    await passChallenge(page, '123456', lang);
    await validatedToTracking(page, lang);
    await expect(onlyOrder(page)).toContainText(texts.paid);
  });
}

test('a duplicate asked from My cards is paid through the cart: the old card is blocked, a new one appears', async ({
  page,
  passenger,
  request,
}) => {
  const lang = 'fr';
  const texts = TEXTS[lang];
  const card = JOURNEY_CARDS.duplicateCard;
  await logInWithCard(page, request, lang, passenger, card);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: texts.duplicate, exact: true }).click();
  await main.getByLabel(texts.lostCard).check();
  await main.getByRole('button', { name: texts.add }).click();
  await expect(page.getByRole('heading', { name: texts.duplicateAdded })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: texts.cartLink })).toBeVisible();

  const amount = page.waitForResponse(isAmountCall);
  await main.getByRole('link', { name: texts.duplicateToCart }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  const total = await serverTotal(amount);
  expect(total).toBe(1000);
  await expectCart(page, lang, card, texts.duplicateFee, total);
  await payCart(page, lang);
  await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: total, accessible: false });
  await validatedToTracking(page, lang);
  await expect(onlyOrder(page)).toContainText(texts.duplicateFee);

  await page.goto(pathIn(lang, '/cards'));
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(2);
  const oldTab = tabs.filter({ hasText: card.number });
  const newTab = tabs.filter({ hasNotText: card.number });
  await expect(newTab).toContainText(`${card.firstname} ${card.holderName}`);
  await oldTab.click();
  await expect(page.getByRole('tabpanel')).toContainText(texts.expiredHint);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: texts.reload, exact: true })).toHaveCount(
    0,
  );
  await newTab.click();
  await expect(page.getByRole('tabpanel')).not.toContainText(texts.expiredHint);
  // The old card's monthly pass moved to the new card.
  await expect(page.getByRole('tabpanel')).toContainText(texts.monthly);
  await expectAccessible(page);
});
