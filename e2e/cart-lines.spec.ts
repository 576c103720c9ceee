/**
 * The cart's lines as a passenger meets them (issue 23, decision 061), in French and English: the
 * same pass added twice stays one line of one (the second add says it is already in the cart) and
 * the cart still pays; a ticket's quantity is changed with its control on the cart page and the
 * amount follows. Each language on a card of its own, without a pass (CART_LINE_CARDS of
 * apps/api/src/db/seed-cards.ts), paid on the sandbox provider.
 */
import { TEST_CARDS, logInWithCard, money, payOnSandbox, type JourneyCard } from './support/checkout';
import { expect, expectAccessible, pathIn, test, type Lang } from './support/fixtures';

const CARDS: Record<Lang, JourneyCard> = {
  fr: { number: '4100000671', holderName: 'Le Dantec', firstname: 'Gwenola', born: '1983-02-11' },
  en: { number: '4100000672', holderName: 'Kerhervé', firstname: 'Alan', born: '1980-07-29' },
};

const TEXTS = {
  fr: {
    reload: 'Recharger',
    topupTitle: 'Recharger une carte',
    add: 'Ajouter au panier',
    added: 'Ajouté au panier',
    already: 'Déjà dans votre panier',
    alreadyText: /Abonnement mensuel tout public pour la carte 4100000671 est déjà dans votre panier/,
    another: 'Choisir un autre titre',
    toCart: 'Voir mon panier',
    monthly: 'Abonnement mensuel tout public',
    ticket: 'Ticket 1 voyage bus + bateau',
    oneItem: /Panier\s*, 1 article/,
    twoItems: /Panier\s*, 2 articles/,
    cartTitle: 'Panier',
    quantity: 'Quantité',
    holder: 'Pour Gwenola Le Dantec, carte 4100000671',
    summary: 'Récapitulatif',
    mode: /^En 1 fois /,
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    paidTitle: 'Paiement validé',
  },
  en: {
    reload: 'Reload',
    topupTitle: 'Reload a card',
    add: 'Add to cart',
    added: 'Added to the cart',
    already: 'Already in your cart',
    alreadyText: /Monthly pass for card 4100000672 is already in your cart/,
    another: 'Choose another product',
    toCart: 'Go to cart',
    monthly: 'Monthly pass',
    ticket: 'Single ticket, bus + boat',
    oneItem: /Cart\s*, 1 item/,
    twoItems: /Cart\s*, 2 items/,
    cartTitle: 'Cart',
    quantity: 'Quantity',
    holder: 'For Alan Kerhervé, card 4100000672',
    summary: 'Summary',
    mode: /^In 1 instalment /,
    terms: 'I accept the general terms of sale',
    pay: 'Pay',
    paidTitle: 'Payment validated',
  },
} as const;

const MONTHLY_CENTS = 4900;
const TICKET_CENTS = 170;

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];

  test(`the same pass added twice stays one and still pays; a ticket's quantity changed with its control (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    // Two adds, a quantity, the cart, the sandbox and back, with axe on each new page: a busy
    // machine needs more than the default minute.
    test.setTimeout(150_000);
    const card = CARDS[lang];
    await logInWithCard(page, request, lang, passenger, card);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: texts.reload, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();

    const addMonthly = main.getByRole('button', { name: `${texts.add} ${texts.monthly}`, exact: true });
    await addMonthly.click();
    await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: texts.oneItem })).toBeVisible();

    // The second add of the same pass: said to be in the cart already, the cart unchanged.
    await main.getByRole('button', { name: texts.another }).click();
    await addMonthly.click();
    const already = page.getByRole('heading', { name: texts.already });
    await expect(already).toBeVisible();
    await expect(already).toBeFocused();
    await expect(main.getByText(texts.alreadyText)).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('banner').getByRole('link', { name: texts.oneItem })).toBeVisible();

    await main.getByRole('button', { name: texts.another }).click();
    await main.getByRole('button', { name: `${texts.add} ${texts.ticket}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: texts.twoItems })).toBeVisible();

    await main.getByRole('link', { name: texts.toCart }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
    const summary = main.getByRole('region', { name: texts.summary });
    await expect(summary).toContainText(money(lang, MONTHLY_CENTS + TICKET_CENTS));
    const monthlyLine = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: texts.monthly }) });
    await expect(monthlyLine).toContainText(texts.holder);
    await expect(monthlyLine.getByRole('combobox')).toHaveCount(0);

    // The ticket's quantity: a labelled control, reached with the keyboard, from 1 to 10.
    const quantity = main.getByRole('combobox', { name: `${texts.quantity} ${texts.ticket}` });
    await expect(quantity).toHaveValue('1');
    await expect(quantity.getByRole('option')).toHaveCount(10);
    await quantity.focus();
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quantity).toHaveValue('3');
    await expect(summary).toContainText(money(lang, MONTHLY_CENTS + 3 * TICKET_CENTS), { timeout: 20_000 });
    await expect(
      page.getByRole('banner').getByRole('link', { name: lang === 'fr' ? /4 articles/ : /4 items/ }),
    ).toBeVisible();
    await expectAccessible(page);

    await main.getByRole('radio', { name: texts.mode }).check();
    await main.getByRole('checkbox', { name: texts.terms }).check();
    await main.getByRole('button', { name: texts.pay, exact: true }).click();
    await payOnSandbox(page, TEST_CARDS.success, {
      lang,
      amountCents: MONTHLY_CENTS + 3 * TICKET_CENTS,
      accessible: false,
    });
    await expect(page).toHaveURL(new RegExp(pathIn(lang, '/cart')));
    await expect(page.getByRole('dialog', { name: texts.paidTitle })).toBeVisible({ timeout: 30_000 });
  });
}
