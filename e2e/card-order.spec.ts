/**
 * The new-card request (issue 10) as a passenger walks it, in French and English, against the
 * real server and its sandbox payment provider: the six steps (ticket type, contact info, proofs,
 * photo, delivery, alerts) to the cart, the payment, then the order tracking with the proof
 * waiting for validation and the new card in My cards. Also: agency pickup for another passenger,
 * a reload in the middle of step 4, an expired tunnel, and a keyboard-only pass. axe checks every
 * step it meets.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS, money, payOnSandbox } from './support/checkout';
import {
  CAMILLE,
  ORDER_TEXTS,
  atStep,
  chooseDelivery,
  chooseMonthly,
  fillContact,
  proofPdf,
  acceptProof,
  refuseProof,
  savedTunnel,
  uploadIdentity,
  uploadPhoto,
  type NewHolder,
} from './support/card-order';
import { arrowTo, chooseFileByKeyboard, tabTo, typeInto } from './support/keyboard';
import { holderPhoto } from './support/photo';
import {
  LANGS,
  expect,
  expectAccessible,
  logIn,
  pathIn,
  test,
  type Lang,
  type Passenger,
  longJourney,
} from './support/fixtures';

/** The monthly pass (49,00 €) and the card creation fee (8,00 €). */
const TOTAL_CENTS = 4900 + 800;

/** The account holder herself, as step 2 completes her from the account. */
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

/** Steps 1 to 3, each checked with axe as it shows. */
async function toPhotoStep(page: Page, lang: Lang, holder: NewHolder, forWhom: 'self' | 'other') {
  await page.goto(pathIn(lang, '/cards/order'));
  await atStep(page, lang, 1);
  await chooseMonthly(page, lang);
  await atStep(page, lang, 2);
  await fillContact(page, lang, holder, forWhom);
  await atStep(page, lang, 3);
  const proof = await uploadIdentity(page, lang);
  await expectAccessible(page);
  await page.getByRole('button', { name: ORDER_TEXTS[lang].next, exact: true }).click();
  await atStep(page, lang, 4);
  return proof;
}

/** From the cart to the paid order's result, on the sandbox's hosted page. */
async function payTheCart(page: Page, lang: Lang, holderName: string) {
  const texts = ORDER_TEXTS[lang];
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}$`));
  await expect(page.getByRole('heading', { level: 1, name: texts.cartTitle })).toBeVisible();
  const pass = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: texts.monthly }) });
  await expect(pass).toContainText(texts.newCardFor(holderName));
  const fee = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: texts.fee }) });
  await expect(fee).toContainText(texts.newCardFor(holderName));
  await expect(page.getByRole('region', { name: lang === 'fr' ? 'Récapitulatif' : 'Summary' })).toContainText(
    money(lang, TOTAL_CENTS),
  );
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: texts.terms }).check();
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
  await payOnSandbox(page, TEST_CARDS.success, { lang, amountCents: TOTAL_CENTS });
  const result = page.getByRole('dialog', { name: texts.paidTitle });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await result
    .getByRole('button', { name: texts.paidAction })
    .or(result.getByRole('link', { name: texts.paidAction }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: texts.historyTitle })).toBeVisible();
}

/** The order tracking shows the new card's order, its holder and its proof waiting for validation. */
async function expectTracked(page: Page, lang: Lang, holderName: string, proof: string) {
  const texts = ORDER_TEXTS[lang];
  const order = page
    .getByRole('region')
    .filter({ hasText: texts.newCardFor(holderName) })
    .first();
  await expect(order).toBeVisible();
  // Paid, the new card waits for its proof's review (decision 072): no card number on its item yet.
  const item = order.getByRole('listitem').filter({ hasText: texts.monthly });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText(texts.cardNo);
  const proofs = order.getByRole('region', { name: texts.proofsTitle });
  await expect(proofs).toContainText(proof);
  await expect(proofs).toContainText(texts.waiting);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await proofs.getByRole('button', { name: texts.download(proof) }).click();
  expect((await download).suggestedFilename()).toBe(proof);
  await expect(proofs.getByText(texts.downloaded(proof))).toBeVisible();
}

for (const lang of LANGS) {
  const texts = ORDER_TEXTS[lang];

  test(
    `a passenger orders a card for herself, delivered at home, and pays it (${lang})`,
    longJourney(lang),
    async ({ page, passenger, request }) => {
      test.setTimeout(240_000);
      await logIn(page, lang, passenger);
      await page.getByRole('main').getByRole('link', { name: texts.orderCard }).click();
      const holder = selfHolder(passenger);
      const proof = await toPhotoStep(page, lang, holder, 'self');
      await uploadPhoto(page, lang, { axe: true });
      await atStep(page, lang, 5);
      await chooseDelivery(page, lang, 'home');
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await atStep(page, lang, 6);
      await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
      const holderName = `${holder.firstname} ${holder.name}`;
      await payTheCart(page, lang, holderName);
      await expectTracked(page, lang, holderName, proof);
      // The request went to the cart: the tunnel starts afresh.
      expect((await savedTunnel(page))?.state.product ?? null).toBeNull();
      // Paid, the new card waits for its proof's review (decision 072); the mobility centre
      // accepts it: the card is made, and My cards shows it with its holder.
      await acceptProof(page, request, proof);
      await page.goto(pathIn(lang, '/cards'));
      await expect(page.getByRole('heading', { level: 1, name: texts.cardsTitle })).toBeVisible();
      await expect(page.getByRole('tab', { name: new RegExp(holderName) })).toBeVisible();
    },
  );

  test(
    `a passenger orders a card for another passenger, picked up at the agency, and replaces a refused proof (${lang})`,
    longJourney(lang),
    async ({ page, passenger, request }) => {
      test.setTimeout(240_000);
      await logIn(page, lang, passenger);
      const proof = await toPhotoStep(page, lang, CAMILLE, 'other');
      await uploadPhoto(page, lang);
      await atStep(page, lang, 5, { axe: false });
      await chooseDelivery(page, lang, 'pickup');
      await expectAccessible(page);
      await page.getByRole('button', { name: texts.next, exact: true }).click();
      await atStep(page, lang, 6);
      await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
      await payTheCart(page, lang, 'Camille Martin');
      await expectTracked(page, lang, 'Camille Martin', proof);

      // The mobility centre refuses the proof: the tracking says so, with the reason, and the
      // passenger replaces it there; the new one waits for validation.
      await refuseProof(page, request, proof, 'Document illisible');
      await page.reload();
      const proofs = page.getByRole('region', { name: texts.proofsTitle });
      await expect(proofs).toContainText(texts.refused);
      await expect(proofs).toContainText('Document illisible');
      await expectAccessible(page);
      const chooser = page.waitForEvent('filechooser');
      await proofs.getByRole('button', { name: texts.replace(texts.identity) }).click();
      await (
        await chooser
      ).setFiles({ name: 'piece-identite-lisible.pdf', mimeType: 'application/pdf', buffer: proofPdf() });
      await expect(page.getByText(texts.replaced)).toBeVisible();
      await expect(proofs).toContainText('piece-identite-lisible.pdf');
      await expect(proofs).toContainText(texts.waiting);
      // The refused one stays as history, no longer to replace.
      await expect(proofs).toContainText(texts.replacedStatus);
      await expect(proofs.getByRole('button', { name: texts.replace(texts.identity) })).toHaveCount(0);

      // The card is made once the replacement is accepted (decision 072).
      await acceptProof(page, request, 'piece-identite-lisible.pdf');
      await page.goto(pathIn(lang, '/cards'));
      await expect(page.getByRole('tab', { name: /Camille Martin/ })).toBeVisible();
    },
  );

  test(
    `a reload in the middle of step 4 keeps steps 1 to 3 (${lang})`,
    longJourney(lang),
    async ({ page, passenger }) => {
      test.setTimeout(180_000);
      await logIn(page, lang, passenger);
      const proof = await toPhotoStep(page, lang, CAMILLE, 'other');
      // The photo chosen, not sent yet: the reload loses only what step 4 had not stored.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: texts.choosePhoto }).click();
      await (
        await chooser
      ).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await holderPhoto() });
      await page.reload();
      await atStep(page, lang, 4, { axe: false });
      await page.getByRole('button', { name: texts.back, exact: true }).click();
      await atStep(page, lang, 3, { axe: false });
      await expect(page.getByText(texts.uploaded(proof))).toBeVisible();
      await page.getByRole('button', { name: texts.back, exact: true }).click();
      await atStep(page, lang, 2, { axe: false });
      await expect(page.getByRole('radio', { name: texts.forOther })).toBeChecked();
      await expect(page.getByLabel(texts.firstname, { exact: true })).toHaveValue(CAMILLE.firstname);
      await expect(page.getByLabel(texts.birthdate, { exact: true })).toHaveValue(CAMILLE.birthdate);
      await expect(page.getByLabel(texts.mobile, { exact: true })).toHaveValue(CAMILLE.mobile);
      await page.getByRole('button', { name: texts.back, exact: true }).click();
      await atStep(page, lang, 1, { axe: false });
      await expect(page.getByRole('radio', { name: texts.monthly, exact: true })).toBeChecked();
    },
  );

  test(`a tunnel left more than a day starts again at step 1 (${lang})`, async ({ page, passenger }) => {
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/cards/order/step1'));
    await atStep(page, lang, 1, { axe: false });
    await chooseMonthly(page, lang);
    await atStep(page, lang, 2, { axe: false });
    await fillContact(page, lang, CAMILLE, 'other');
    await atStep(page, lang, 3, { axe: false });
    // Saved 25 hours ago: spec §9, the tunnel expires after a day.
    await page.evaluate(() => {
      const saved = JSON.parse(window.localStorage.getItem('oceane.tunnel') ?? 'null') as {
        state: { lastUpdated: number };
      } | null;
      if (!saved) throw new Error('no saved tunnel');
      saved.state.lastUpdated = Date.now() - 25 * 60 * 60 * 1000;
      window.localStorage.setItem('oceane.tunnel', JSON.stringify(saved));
    });
    await page.goto(pathIn(lang, '/cards/order/step3'));
    await atStep(page, lang, 1, { axe: false });
    await expect(page.getByRole('radio', { name: texts.monthly, exact: true })).not.toBeChecked();
    await page.goto(pathIn(lang, '/cards/order/step2'));
    await atStep(page, lang, 1, { axe: false });
  });
}

for (const lang of LANGS) {
  test(`the six steps with the keyboard alone, to the cart (${lang})`, async ({ page, passenger }) => {
    test.setTimeout(240_000);
    const texts = ORDER_TEXTS[lang];
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/cards/order'));
    await atStep(page, lang, 1, { axe: false });

    // 1. Into the product choice, the arrows to the monthly pass, then Continue.
    const monthly = page.getByRole('radio', { name: texts.monthly, exact: true });
    await tabTo(page, page.getByRole('radio').first());
    await arrowTo(page, monthly);
    await tabTo(page, page.getByRole('button', { name: texts.next, exact: true }));
    await page.keyboard.press('Enter');

    // 2. For someone else, every field typed.
    await atStep(page, lang, 2, { axe: false });
    await tabTo(page, page.getByRole('radio', { name: texts.forSelf }));
    await arrowTo(page, page.getByRole('radio', { name: texts.forOther }));
    await tabTo(page, page.getByRole('radio', { name: texts.madame, exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: texts.madame, exact: true })).toBeChecked();
    await typeInto(page, page.getByLabel(texts.name, { exact: true }), CAMILLE.name);
    await typeInto(page, page.getByLabel(texts.firstname, { exact: true }), CAMILLE.firstname);
    const birthdate = page.getByLabel(texts.birthdate, { exact: true });
    await tabTo(page, birthdate);
    // The date field's segments in the browser's own order (en-US: month, day, year).
    await page.keyboard.type('04121990');
    await expect(birthdate).toHaveValue(CAMILLE.birthdate);
    const category = page.getByLabel(texts.category);
    await tabTo(page, category);
    // A native select picks the option whose label starts with what is typed.
    await page.keyboard.type(texts.employeeTypeAhead);
    await expect(category).toHaveValue('EMPLOYEE');
    await typeInto(page, page.getByLabel(texts.address1, { exact: true }), CAMILLE.address1);
    await typeInto(page, page.getByLabel(texts.zipcode), CAMILLE.zipcode);
    await typeInto(page, page.getByLabel(texts.city), CAMILLE.city);
    await typeInto(page, page.getByLabel(texts.mobile, { exact: true }), CAMILLE.mobile);
    await tabTo(page, page.getByRole('button', { name: texts.next, exact: true }));
    await page.keyboard.press('Enter');

    // 3. The proof, its picker opened with Enter.
    await atStep(page, lang, 3, { axe: false });
    await chooseFileByKeyboard(page, page.getByRole('button', { name: texts.chooseFor(texts.identity) }), {
      name: 'piece-identite.pdf',
      mimeType: 'application/pdf',
      buffer: proofPdf(),
    });
    await expect(page.getByText(texts.uploaded('piece-identite.pdf'))).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: texts.next, exact: true }));
    await page.keyboard.press('Enter');

    // 4. The photo, the consent with Space, then sent.
    await atStep(page, lang, 4, { axe: false });
    await chooseFileByKeyboard(page, page.getByRole('button', { name: texts.choosePhoto }), {
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await holderPhoto(),
    });
    const consent = page.getByLabel(texts.photoConsent);
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: texts.uploadPhoto }));
    await page.keyboard.press('Enter');

    // 5. At home, the address already the holder's.
    await atStep(page, lang, 5, { axe: false });
    await expect(page.getByRole('radio', { name: texts.home })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: texts.next, exact: true }));
    await page.keyboard.press('Enter');

    // 6. Into the cart.
    await atStep(page, lang, 6, { axe: false });
    await tabTo(page, page.getByRole('button', { name: texts.addToCart, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/cart')}$`));
    await expect(page.getByRole('main')).toContainText(texts.newCardFor('Camille Martin'));
  });
}
