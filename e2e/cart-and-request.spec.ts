/**
 * What becomes of the cart and of the card request in progress (the tunnel) along the passenger's
 * paths, in French and English (issue 23): a cart holding another request is said at step 1 of the
 * new-card flow and the choice offered there (spec §4); a session that expires keeps both for the
 * same account's next login, and another account starts empty (decision 062); a browser that
 * refuses to save them tells the passenger once and the portal works on (spec §8).
 */
import type { Page, Request } from '@playwright/test';
import { apiPost } from './support/api';
import { ORDER_TEXTS, atStep } from './support/card-order';
import { userTokenOf } from './support/checkout';
import {
  LABELS,
  LANGS,
  expect,
  expectAccessible,
  logIn,
  pathIn,
  test,
  type Lang,
  type Passenger,
} from './support/fixtures';

const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

const TEXTS = {
  fr: {
    duplicate: 'Dupliquer',
    lostCard: 'Carte perdue',
    addToCart: 'Ajouter au panier',
    added: 'Duplicata ajouté au panier',
    oneItem: '1 article',
    remove: 'Supprimer',
    otherRequest:
      'Votre panier contient déjà une demande de duplicata. Une seule demande à la fois : pour commander une carte, votre panier sera vidé si vous continuez.',
    toCart: 'Voir mon panier',
    emptyTitle: /^Vider le panier\s\?$/,
    keep: 'Garder mon panier',
    replace: 'Vider le panier et continuer',
    storageFailed: /Votre navigateur refuse d’enregistrer votre panier et votre demande en cours/,
    closeNotice: 'Fermer ce message',
  },
  en: {
    duplicate: 'Duplicate',
    lostCard: 'Lost card',
    addToCart: 'Add to cart',
    added: 'Duplicate added to the cart',
    oneItem: '1 item',
    remove: 'Remove',
    otherRequest:
      'Your cart already holds a duplicate request. One request at a time: to order a card, your cart will be emptied if you continue.',
    toCart: 'Go to my cart',
    emptyTitle: 'Empty your cart?',
    keep: 'Keep my cart',
    replace: 'Empty the cart and continue',
    storageFailed: /Your browser refuses to save your cart and your request in progress/,
    closeNotice: 'Close this message',
  },
} as const;

/** The demo account asks a duplicate of its first card, which goes to the cart. */
async function duplicateIntoCart(page: Page, lang: Lang) {
  const texts = TEXTS[lang];
  await logIn(page, lang, DEMO);
  await page.getByRole('main').getByRole('link', { name: texts.duplicate }).first().click();
  await page.getByLabel(texts.lostCard).check();
  await page.getByRole('button', { name: texts.addToCart }).click();
  await expect(page.getByRole('heading', { name: texts.added })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(texts.oneItem);
}

/** Step 1 of the new-card flow with the monthly pass chosen (the tunnel saves it at once). */
async function monthlyChosen(page: Page, lang: Lang) {
  await page.goto(pathIn(lang, '/cards/order'));
  await atStep(page, lang, 1, { axe: false });
  const monthly = page.getByRole('radio', { name: ORDER_TEXTS[lang].monthly, exact: true });
  await monthly.check();
  return monthly;
}

/** The session ends on the server (as when it times out); the next call meets the popup. */
async function expireAndLogInAgain(page: Page, lang: Lang, who: Pick<Passenger, 'email' | 'password'>) {
  const labels = LABELS[lang];
  const revoked = await apiPost(page.request, 'Account/logout.json', { userToken: await userTokenOf(page) });
  expect(revoked.status).toBe('ok');
  const before = new URL(page.url()).pathname;
  await page.reload();
  const dialog = page.getByRole('dialog', { name: labels.sessionExpired });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: labels.login }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  // Logged out: nothing of the kept cart shows to whoever stands at the device.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel(labels.email).fill(who.email);
  await page.getByLabel(labels.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: labels.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${before}$`));
}

for (const lang of LANGS) {
  const texts = TEXTS[lang];
  const order = ORDER_TEXTS[lang];

  test(`step 1 of a new card says a cart holding another request and offers the choice there (${lang})`, async ({
    page,
  }) => {
    await duplicateIntoCart(page, lang);
    await page.goto(pathIn(lang, '/cards/order'));
    await atStep(page, lang, 1);
    const main = page.getByRole('main');
    await expect(main.getByText(texts.otherRequest)).toBeVisible();
    await expect(main.getByRole('link', { name: texts.toCart })).toHaveAttribute(
      'href',
      pathIn(lang, '/cart'),
    );

    await page.getByRole('radio', { name: order.monthly, exact: true }).check();
    await page.getByRole('button', { name: order.next, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: texts.emptyTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: texts.keep }).click();
    await expect(dialog).toBeHidden();
    await atStep(page, lang, 1, { axe: false });
    await expect(page.getByRole('banner')).toContainText(texts.oneItem);

    await page.getByRole('button', { name: order.next, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.replace }).click();
    await atStep(page, lang, 2);
    await expect(page.getByRole('banner')).not.toContainText(texts.oneItem);
  });

  test(`after a session expires, the same account finds its cart and its card request (${lang})`, async ({
    page,
  }) => {
    await duplicateIntoCart(page, lang);
    await monthlyChosen(page, lang);
    await expireAndLogInAgain(page, lang, DEMO);
    await expect(page.getByRole('banner')).toContainText(texts.oneItem);
    await expect(page.getByRole('radio', { name: order.monthly, exact: true })).toBeChecked();
    await expectAccessible(page);
    await page.goto(pathIn(lang, '/cart'));
    await expect(page.getByRole('button', { name: new RegExp(texts.remove) })).toHaveCount(1);
  });

  test(`after a session expires, another account's login starts empty and drops what was kept (${lang})`, async ({
    page,
    passenger,
  }) => {
    await duplicateIntoCart(page, lang);
    await monthlyChosen(page, lang);
    await expireAndLogInAgain(page, lang, passenger);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText(`${passenger.firstname} ${passenger.name}`);
    await expect(banner).not.toContainText(texts.oneItem);
    await expect(page.getByRole('radio', { name: order.monthly, exact: true })).not.toBeChecked();
    const saved = await page.evaluate(() => [
      window.localStorage.getItem('oceane.cart'),
      window.localStorage.getItem('oceane.tunnel'),
    ]);
    expect(JSON.parse(saved[0]!).state).toMatchObject({ items: [], keptFor: null });
    expect(saved.join('')).not.toContain('"keptFor":"');
    await expectAccessible(page);
  });

  test(`a browser that refuses to save the card request tells it once, and the request goes on (${lang})`, async ({
    page,
    passenger,
  }) => {
    // A full storage, as the browser answers it, for the cart and the tunnel only.
    await page.addInitScript(() => {
      const save = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'oceane.cart' || key === 'oceane.tunnel') {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        save.call(this, key, value);
      };
    });
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Monitoring/reportError.json')) reports.push(request);
    });
    await logIn(page, lang, passenger);
    await monthlyChosen(page, lang);
    const notice = page.getByRole('alert').filter({ hasText: texts.storageFailed });
    await expect(notice).toBeVisible();
    await expectAccessible(page);

    // The tunnel works on in memory: step 2 opens with the product chosen.
    await page.getByRole('button', { name: order.next, exact: true }).click();
    await atStep(page, lang, 2, { axe: false });
    // Each answer is another refused save: still one notice, then none once closed.
    await page.getByRole('radio', { name: order.forSelf }).check();
    await expect(notice).toHaveCount(1);
    await notice.getByRole('button', { name: texts.closeNotice }).click();
    await expect(notice).toHaveCount(0);
    await page.getByRole('radio', { name: order.forOther }).check();
    await expect(page.getByRole('radio', { name: order.forOther })).toBeChecked();
    await expect(notice).toHaveCount(0);

    // One report per visit: the login's (it empties the cart, decision 062), then this page's.
    const reported = () =>
      reports.map((request) => (request.postDataJSON() as { name: string; message: string }).message);
    await expect
      .poll(reported)
      .toEqual([
        'The browser refused to save oceane.cart: QuotaExceededError',
        'The browser refused to save oceane.tunnel: QuotaExceededError',
      ]);
    expect(reports.every((request) => request.postDataJSON().name === 'LocalStorageError')).toBe(true);
  });
}
