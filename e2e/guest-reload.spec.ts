/**
 * Reloading a card without an account (spec §6 guest mode, decision 054), in French and English,
 * on a 320 px phone: the login page's guest form (its errors in the summary), the guest session on
 * the card's reload, the cart, the sandbox payment, order tracking with the invoice PDF, a page
 * that needs a person sending the guest back to its card, and the logout giving the card back.
 * Each language reloads a seeded card of its own (4100000217, 4100000218 in seed-cards.ts).
 */
import { apiPost, openSession } from './support/api';
import { TEST_CARDS, money, payOnSandbox } from './support/checkout';
import { expect, expectAccessible, pathIn, test, type Lang } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const CARDS = {
  fr: { number: '4100000217', holderName: 'Le Meur', born: '1985-03-17' },
  en: { number: '4100000218', holderName: 'Salaün', born: '1985-03-18' },
} as const;

const TEXTS = {
  fr: {
    guestTitle: 'Recharger une carte sans compte',
    number: 'Numéro de la carte',
    name: 'Nom de famille du titulaire',
    born: 'Date de naissance du titulaire',
    start: 'Saisir les informations de la carte',
    submit: 'Recharger cette carte',
    notRecognized: /Carte non reconnue/,
    required: /Veuillez renseigner ce champ/,
    heldByAccount: /Cette carte est associée à un compte\s: connectez-vous à ce compte pour la recharger\./,
    badge: 'Invité',
    topupTitle: 'Recharger une carte',
    add: 'Ajouter au panier',
    added: 'Ajouté au panier',
    toCart: 'Voir mon panier',
    monthly: 'Abonnement mensuel tout public',
    cartTitle: 'Panier',
    mode: 'En 1 fois',
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    paidTitle: 'Paiement validé',
    paidAction: 'Suivre ma commande',
    historyTitle: 'Suivi de commandes',
    paid: 'Payée',
    download: /^Télécharger la facture (\S+) \(PDF\)$/,
    logout: 'Se déconnecter',
    loginTitle: 'Connexion',
  },
  en: {
    guestTitle: 'Reload a card without an account',
    number: 'Card number',
    name: 'Holder’s family name',
    born: 'Holder’s date of birth',
    start: 'Enter the card’s details',
    submit: 'Reload this card',
    notRecognized: /Card not recognized|Card not recognised/,
    required: /Please fill in this field/,
    heldByAccount: /This card is associated with an account: log in to that account to reload it\./,
    badge: 'Guest',
    topupTitle: 'Reload a card',
    add: 'Add to cart',
    added: 'Added to the cart',
    toCart: 'Go to cart',
    monthly: 'Monthly pass',
    cartTitle: 'Cart',
    mode: 'In 1 instalment',
    terms: 'I accept the general terms of sale',
    pay: 'Pay',
    paidTitle: 'Payment validated',
    paidAction: 'Track my order',
    historyTitle: 'Order tracking',
    paid: 'Paid',
    download: /^Download the invoice (\S+) \(PDF\)$/,
    logout: 'Log out',
    loginTitle: 'Log in',
  },
} as const;

const NARROWEST = { width: 320, height: 720 };

test.use({ viewport: NARROWEST });

for (const lang of ['fr', 'en'] as Lang[]) {
  const texts = TEXTS[lang];
  const card = CARDS[lang];

  test(`a guest reloads a card without an account, pays and downloads the invoice; logout gives the card back (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    test.setTimeout(150_000);
    await page.goto(pathIn(lang, '/auth/login'));
    const guest = page.getByRole('region', { name: texts.guestTitle });
    await expect(guest.getByRole('heading', { level: 2, name: texts.guestTitle })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // The form opens on request (its code loads then), with the focus on the card number.
    await guest.getByRole('button', { name: texts.start }).click();
    await expect(guest.getByLabel(texts.number, { exact: false })).toBeFocused();

    // Nothing typed: the summary takes the focus and links each field.
    await guest.getByRole('button', { name: texts.submit }).click();
    await expect(guest.getByRole('link', { name: texts.required }).first()).toBeVisible();
    await expectAccessible(page);

    // A wrong family name answers as an unknown card, at the card number.
    await guest.getByLabel(texts.number, { exact: false }).fill(card.number);
    await guest.getByLabel(texts.name, { exact: false }).fill('Durand');
    await guest.getByLabel(texts.born, { exact: false }).fill(card.born);
    await guest.getByRole('button', { name: texts.submit }).click();
    await expect(guest.getByRole('link', { name: texts.notRecognized })).toBeVisible();
    await expect(guest.getByLabel(texts.number, { exact: false })).toHaveValue(card.number);
    await expectAccessible(page);

    // The demo's card is held by an account: log in to it.
    await guest.getByLabel(texts.number, { exact: false }).fill('4100000101');
    await guest.getByLabel(texts.name, { exact: false }).fill('Morel');
    await guest.getByLabel(texts.born, { exact: false }).fill('1987-05-14');
    await guest.getByRole('button', { name: texts.submit }).click();
    await expect(guest.getByText(texts.heldByAccount)).toBeVisible();

    // The holder's details: a guest session on the card's reload.
    await guest.getByLabel(texts.number, { exact: false }).fill(card.number);
    await guest.getByLabel(texts.name, { exact: false }).fill(card.holderName.toUpperCase());
    await guest.getByLabel(texts.born, { exact: false }).fill(card.born);
    await guest.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cards/topup/')}\\d+$`));
    const topupUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText(texts.badge, { exact: true })).toBeVisible();
    // At 320 px, the header's logout only: the navigation (which holds one too) is for wide screens.
    await expect(banner.getByRole('button', { name: texts.logout })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText(card.number);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // A page that needs a person sends the guest back to its card.
    await page.goto(pathIn(lang, '/account/personal-details'));
    await expect(page).toHaveURL(new RegExp(`${topupUrl}$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.topupTitle })).toBeVisible();

    // Cart and payment on the sandbox.
    await main.getByRole('button', { name: `${texts.add} ${texts.monthly}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
    await main.getByRole('link', { name: texts.toCart }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
    await main.getByRole('radio', { name: new RegExp(`^${texts.mode} `) }).check();
    await main.getByRole('checkbox', { name: texts.terms }).check();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await main.getByRole('button', { name: texts.pay, exact: true }).click();
    await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: 4900, accessible: false });
    const popup = page.getByRole('dialog', { name: texts.paidTitle });
    await expect(popup).toBeVisible({ timeout: 20_000 });
    await popup.getByRole('button', { name: texts.paidAction }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/account/history')}$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.historyTitle })).toBeVisible();

    // Order tracking: the paid order and its invoice as a PDF.
    const order = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(texts.paid);
    await expect(order).toContainText(money(lang, 4900));
    const downloadButton = order.getByRole('button', { name: texts.download });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await downloadButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Logout: the login page, and the card given back: an account can now associate it.
    await page.getByRole('banner').getByRole('button', { name: texts.logout }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: texts.loginTitle })).toBeVisible();
    const associated = await apiPost<{ card: { id: number } }>(request, 'Account/registerMedia.json', {
      userToken: await openSession(request, passenger.email, passenger.password),
      mediaNumber: card.number,
      holderName: card.holderName,
      holderBirthdate: card.born,
      acceptTerms: true,
    });
    expect(associated.status, JSON.stringify(associated)).toBe('ok');
  });
}
