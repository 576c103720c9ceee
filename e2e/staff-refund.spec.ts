/**
 * A refund of the back office (issue 25, decision 075): a passenger pays a monthly pass (49,00 €);
 * a fresh supervisor signs in with TOTP, finds the customer by card number, refunds half of the
 * order from the customer's page with a reason, and sees the credit note issued; the passenger's
 * order tracking then shows the credit note, whose PDF downloads. Every page axe-clean, in French
 * and English, each language on a seeded card of its own (4100000219, 4100000220).
 */
import { readFile } from 'node:fs/promises';
import { logInWithCard, payReloadThroughApi, userTokenOf } from './support/checkout';
import { LANGS, expect, expectAccessible, logIn, pathIn, test } from './support/fixtures';
import { enrolSecondFactor, newStaffMember } from './support/staff';

const MONTHLY = 1005;

const CARDS = {
  fr: {
    number: '4100000219',
    holderName: 'Le Cam',
    firstname: 'Morgane',
    born: '1985-03-19',
  },
  en: {
    number: '4100000220',
    holderName: 'Pichon',
    firstname: 'Briac',
    born: '1985-03-20',
  },
};

const TEXTS = {
  fr: {
    homeLink: 'Rechercher un client',
    box: 'Rechercher un client',
    refunds: 'Remboursements et avoirs',
    refund: /^Rembourser la commande OM-/,
    dialog: /^Rembourser la commande OM-/,
    amount: /^Montant à rembourser/,
    reason: /^Motif/,
    confirm: 'Rembourser',
    done: /24,50.*remboursés sur la commande OM-\d+.*avoir AV\d{4}-\d{6} émis/,
    creditNotes: /^Avoirs, les plus récents/,
    historyTitle: 'Suivi de commandes',
    notesTitle: 'Avoirs',
    download: /^Télécharger l’avoir AV\d{4}-\d{6}/,
    saved: /^Avoir enregistré sous avoir-AV\d{4}-\d{6}\.pdf\.$/,
    filename: /^avoir-AV\d{4}-\d{6}\.pdf$/,
  },
  en: {
    homeLink: 'Find a customer',
    box: 'Find a customer',
    refunds: 'Refunds and credit notes',
    refund: /^Refund order OM-/,
    dialog: /^Refund order OM-/,
    amount: /^Amount to refund/,
    reason: /^Reason/,
    confirm: 'Refund',
    done: /€24\.50 refunded on order OM-\d+: credit note AV\d{4}-\d{6} issued/,
    creditNotes: /^Credit notes, newest first/,
    historyTitle: 'Order tracking',
    notesTitle: 'Credit notes',
    download: /^Download the credit note AV\d{4}-\d{6}/,
    saved: /^Credit note saved as credit-note-AV\d{4}-\d{6}\.pdf\.$/,
    filename: /^credit-note-AV\d{4}-\d{6}\.pdf$/,
  },
};

for (const lang of LANGS) {
  test(`a supervisor refunds half an order and the passenger downloads the credit note (${lang})`, async ({
    page,
    passenger,
    request,
  }) => {
    const texts = TEXTS[lang];
    const card = CARDS[lang];
    const mediaId = await logInWithCard(page, request, lang, passenger, card);
    await payReloadThroughApi(request, await userTokenOf(page), { mediaId, shopItemId: MONTHLY });

    // The supervisor, on the same browser once the passenger is signed out.
    await page.context().clearCookies();
    const supervisor = await newStaffMember('supervisor');
    await logIn(page, lang, supervisor);
    await page.goto(pathIn(lang, '/staff'));
    await enrolSecondFactor(page, lang);
    await page.getByRole('link', { name: texts.homeLink }).click();
    await page.getByRole('textbox', { name: texts.box }).fill(card.number);
    await page
      .getByRole('link', { name: `${passenger.firstname} ${passenger.name}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: texts.refunds })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: texts.refund }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await dialog.getByRole('textbox', { name: texts.amount }).fill(lang === 'fr' ? '24,50' : '24.50');
    await dialog
      .getByRole('textbox', { name: texts.reason })
      .fill('Carte perdue avant la première validation');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: texts.confirm, exact: true }).click();
    await expect(page.getByText(texts.done)).toBeVisible();
    await expect(page.getByRole('table', { name: texts.creditNotes })).toContainText(/AV\d{4}-\d{6}/);
    await expectAccessible(page);

    // The passenger's order tracking shows the credit note, and its PDF downloads.
    await page.context().clearCookies();
    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/account/history'));
    await expect(page.getByRole('heading', { level: 1, name: texts.historyTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.notesTitle })).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(texts.filename);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText(texts.saved)).toBeVisible();
  });
}
