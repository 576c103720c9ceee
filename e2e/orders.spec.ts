/**
 * The account's invoices (issue 7, spec §2): filtered by transport mode and by year, each with its
 * date, number, price, transport type and PDF; axe-clean with and without filters. The passenger
 * buys a self-service bike pass, validates the card on a bus (which settles that sale, spec §4),
 * then a monthly bus and boat pass: two invoices of two modes.
 */
import { apiPost } from './support/api';
import { JOURNEY_CARDS, logInWithCard, payReloadThroughApi, userTokenOf } from './support/checkout';
import { expect, expectAccessible, test } from './support/fixtures';

/** Shop items of the seeded catalogue (apps/api/src/db/seed-catalogue.ts). */
const SHOP_ITEMS = { monthly: 1005, bikeAnnual: 1009 } as const;

const TEXTS = {
  invoicesTitle: 'Factures',
  mode: 'Mode de transport',
  year: 'Année',
  allModes: 'Tous les modes',
  bike: 'Vélo en libre-service',
  bus: 'Bus',
  count: (count: number) => (count === 1 ? '1 facture' : `${count} factures`),
  download: /^Télécharger la facture/,
};

test('the invoices are filtered by transport mode and by year, each with its PDF', async ({
  page,
  passenger,
  request,
}) => {
  const card = JOURNEY_CARDS.invoices;
  const mediaId = await logInWithCard(page, request, 'fr', passenger, card);
  const userToken = await userTokenOf(page);

  await payReloadThroughApi(request, userToken, { mediaId, shopItemId: SHOP_ITEMS.bikeAnnual });
  const punched = await apiPost(request, 'Ticket/punchTicket.json', {
    userToken,
    mediaId,
    mode: 'BUS',
    line: '3',
  });
  expect(punched.status, JSON.stringify(punched)).toBe('ok');
  await payReloadThroughApi(request, userToken, { mediaId, shopItemId: SHOP_ITEMS.monthly });

  await page.goto('/account/invoices');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.invoicesTitle })).toBeVisible();
  const main = page.getByRole('main');
  const rows = main.getByRole('table').getByRole('row');
  const count = main.getByRole('status').filter({ hasText: /facture/ });
  await expect(count).toHaveText(TEXTS.count(2));
  await expect(rows).toHaveCount(3);
  await expect(main.getByRole('button', { name: TEXTS.download })).toHaveCount(2);
  await expectAccessible(page);

  const mode = main.getByLabel(TEXTS.mode);
  await mode.selectOption({ label: TEXTS.bike });
  await expect(page).toHaveURL(/[?&]mode=BIKE/);
  await expect(count).toHaveText(TEXTS.count(1));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(TEXTS.bike);
  await expect(rows.nth(1)).toContainText('35,00');
  await expectAccessible(page);

  await mode.selectOption({ label: TEXTS.bus });
  await expect(count).toHaveText(TEXTS.count(1));
  await expect(rows.nth(1)).toContainText('49,00');
  await expect(rows.nth(1)).not.toContainText(TEXTS.bike);

  await mode.selectOption({ label: TEXTS.allModes });
  const thisYear = String(new Date().getFullYear());
  const year = main.getByLabel(TEXTS.year);
  await year.selectOption(thisYear);
  await expect(page).toHaveURL(new RegExp(`[?&]year=${thisYear}`));
  await expect(count).toHaveText(TEXTS.count(2));
  // Every invoice of the year is dated in it.
  for (const index of [1, 2]) await expect(rows.nth(index)).toContainText(thisYear);
  await expectAccessible(page);

  // The filters live in the address: a reload keeps them.
  await mode.selectOption({ label: TEXTS.bike });
  await page.reload();
  await expect(main.getByLabel(TEXTS.mode)).toHaveValue('BIKE');
  await expect(main.getByLabel(TEXTS.year)).toHaveValue(thisYear);
  await expect(count).toHaveText(TEXTS.count(1));
});
