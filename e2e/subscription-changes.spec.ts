/**
 * Stopping and moving a pass from My cards (spec §4, issue 23 item 11, decision 064), in French and
 * English: a post-payment fare bought through the api and travelled on once is stopped after the
 * dialog said what is billed, when and on which card; a monthly pass moves to the holder's other
 * card after the dialog said from when. Each journey on cards of its own (SUBSCRIPTION_CARDS of
 * apps/api/src/db/seed-cards.ts); axe-clean with the dialogs open and after.
 */
import type { Page } from '@playwright/test';
import { apiPost } from './support/api';
import { logInWithCard, payReloadThroughApi, userTokenOf, type JourneyCard } from './support/checkout';
import { expect, expectAccessible, pathIn, test } from './support/fixtures';

/** The seeded post-payment fare's shop item (seed-catalogue.ts). */
const POST_PAYMENT = 1013;

const card = (number: string, holderName: string, firstname: string, born: string): JourneyCard => ({
  number,
  holderName,
  firstname,
  born,
});

const CARDS = {
  fr: {
    fare: card('4100000641', 'Le Corre', 'Armelle', '1988-01-19'),
    from: card('4100000643', 'Le Floch', 'Katell', '1979-06-21'),
    to: card('4100000644', 'Le Floch', 'Katell', '1979-06-21'),
  },
  en: {
    fare: card('4100000642', 'Kervella', 'Yannick', '1976-04-02'),
    from: card('4100000645', 'Pennec', 'Gurvan', '1982-10-05'),
    to: card('4100000646', 'Pennec', 'Gurvan', '1982-10-05'),
  },
} as const;

/** The texts as the portal writes them; `…` stands for a date. */
const TEXTS = {
  fr: {
    fare: 'Paiement à l’usage (post-paiement)',
    monthly: 'Abonnement mensuel tout public',
    stop: (name: string) => `Résilier – ${name}`,
    stopTitle: (name: string) => `Résilier « ${name} » ?`,
    consequences: 'Ce qui change',
    fareEnds: 'Le post-paiement s’arrête à la fin du … : vos trajets jusque-là sont facturés',
    trips: '1 trajet, soit 1,70 € à ce jour',
    charged: 'Prélevé le 1er … sur votre carte VISA se terminant par 4242.',
    noRefund: 'Rien n’est remboursé.',
    confirmStop: 'Confirmer la résiliation',
    stopped: (name: string) => `« ${name} » est résilié : il vaut jusqu’au …`,
    terminated: 'État : Résilié',
    move: (name: string) => `Changer de carte – ${name}`,
    moveTitle: (name: string) => `Mettre « ${name} » sur une autre carte`,
    target: 'Carte qui recevra l’abonnement',
    moveFrom: (number: string) =>
      `À partir d’aujourd’hui, …, l’abonnement est sur la carte ${number} jusqu’au`,
    confirmMove: 'Mettre l’abonnement sur cette carte',
    moved: (name: string, number: string) => `« ${name} » est maintenant sur la carte ${number}.`,
    transferred: 'État : Transféré sur une autre carte',
    active: 'État : Actif',
  },
  en: {
    fare: 'Pay as you go (post-payment)',
    monthly: 'Monthly pass',
    stop: (name: string) => `Stop – ${name}`,
    stopTitle: (name: string) => `Stop “${name}”?`,
    consequences: 'What changes',
    fareEnds: 'Post-payment stops at the end of …: your journeys until then are billed',
    trips: '1 journey, €1.70 so far',
    charged: 'Charged on 1 … to your VISA card ending in 4242.',
    noRefund: 'Nothing is refunded.',
    confirmStop: 'Confirm: stop it',
    stopped: (name: string) => `“${name}” is stopped: it is valid until …`,
    terminated: 'Status: Terminated',
    move: (name: string) => `Move to another card – ${name}`,
    moveTitle: (name: string) => `Move “${name}” to another card`,
    target: 'Card that will carry the pass',
    moveFrom: (number: string) => `From today, …, the pass is on card ${number} until`,
    confirmMove: 'Move the pass to this card',
    moved: (name: string, number: string) => `“${name}” is now on card ${number}.`,
    transferred: 'Status: Transferred to another card',
    active: 'Status: Active',
  },
} as const;

/**
 * A text as a pattern that French typography cannot break: a space matches any space (the portal
 * puts a non-breaking one before : ; ! ? € and inside « »), `…` any date.
 */
const loose = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '\\s')
      .replace(/…/g, '.+'),
  );

/** The pass named `name` on the card shown, as its list item. */
const passItem = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

for (const lang of ['fr', 'en'] as const) {
  test(`the post-payment fare is stopped from My cards once the dialog said what is billed and when (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    // A payment through the api, then axe with the dialog open and after: more than a page's minute.
    test.setTimeout(120_000);
    const texts = TEXTS[lang];
    const cardId = await logInWithCard(page, request, lang, passenger, CARDS[lang].fare);
    const userToken = await userTokenOf(page);
    await payReloadThroughApi(request, userToken, { mediaId: cardId, shopItemId: POST_PAYMENT });
    const punched = await apiPost(request, 'Ticket/punchTicket.json', {
      userToken,
      mediaId: cardId,
      mode: 'BUS',
      line: '3',
    });
    expect(punched.status, JSON.stringify(punched)).toBe('ok');

    await page.goto(pathIn(lang, `/cards?card=${cardId}`));
    await page.getByRole('button', { name: texts.stop(texts.fare) }).click();
    const dialog = page.getByRole('dialog', { name: loose(texts.stopTitle(texts.fare)) });
    const consequences = dialog.getByRole('region', { name: texts.consequences });
    // Asked of the api when the dialog opens: the month's journeys are counted then.
    await expect(consequences).toContainText(loose(texts.fareEnds), { timeout: 20_000 });
    await expect(consequences).toContainText(loose(texts.trips));
    await expect(consequences).toContainText(loose(texts.charged));
    await expect(consequences).toContainText(texts.noRefund);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: texts.confirmStop }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(
      loose(texts.stopped(texts.fare)),
    );
    await expect(passItem(page, texts.fare)).toContainText(loose(texts.terminated));
    await expect(page.getByRole('button', { name: texts.stop(texts.fare) })).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`a monthly pass moves to the holder's other card once the dialog said from when (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[lang];
    const { from, to } = CARDS[lang];
    const fromId = await logInWithCard(page, request, lang, passenger, from);
    const associated = await apiPost<{ card: { id: number } }>(request, 'Account/registerMedia.json', {
      userToken: await userTokenOf(page),
      mediaNumber: to.number,
      holderName: to.holderName,
      holderBirthdate: to.born,
      acceptTerms: true,
    });
    if (associated.status !== 'ok') throw new Error(JSON.stringify(associated));
    const toId = associated.response.card.id;

    await page.goto(pathIn(lang, `/cards?card=${fromId}`));
    await page.getByRole('button', { name: texts.move(texts.monthly) }).click();
    const dialog = page.getByRole('dialog', { name: loose(texts.moveTitle(texts.monthly)) });
    const target = dialog.getByRole('radiogroup', { name: texts.target });
    // The holder's only other card is chosen already, and what the move does is said.
    await expect(target.getByRole('radio', { name: new RegExp(to.number) })).toBeChecked();
    await expect(dialog.getByRole('region', { name: texts.consequences })).toContainText(
      loose(texts.moveFrom(to.number)),
    );
    await expect(dialog.getByRole('region', { name: texts.consequences })).toContainText(texts.noRefund);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: texts.confirmMove }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(
      loose(texts.moved(texts.monthly, to.number)),
    );
    await expect(passItem(page, texts.monthly)).toContainText(loose(texts.transferred));
    await expectAccessible(page);

    await page.goto(pathIn(lang, `/cards?card=${toId}`));
    await expect(passItem(page, texts.monthly)).toContainText(loose(texts.active));
  });
}
