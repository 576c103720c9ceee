/**
 * The back office's catalogue and vouchers (issue 25, decision 076): a price scheduled from a day
 * is used from that day and not before, on the public pages, the cart and the orders made; an
 * order and its invoice made before keep their amounts; vouchers created, limited and disabled
 * by a supervisor are what checkout applies; the agency's address and week change the pages, not
 * the invoices issued; every change is in the audit log with its before and after. Passengers
 * and guests are refused by the access matrix and second-factor.test.ts (the call table), agents
 * here and there.
 */
import type { ShopProduct, StaffProduct, StaffVoucher } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { withPricesInForce } from '../../../src/modules/catalog/service.js';
import { today } from '../../../src/lib/time.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { day, insertCard } from '../../helpers/cards.js';
import {
  createOrder,
  deliver,
  freshKey,
  MONTHLY,
  MONTHLY_CENTS,
  orderRow,
  passengerWithCard,
  placedMonthlyReload,
  reload,
} from '../../helpers/checkout.js';
import { DIALECTS } from '../../helpers/databases.js';
import type { LoggedIn } from '../../helpers/passengers.js';
import { payWith } from '../../helpers/sandbox-psp.js';
import { logInAsStaff, logInAsSupervisor } from '../../helpers/staff.js';

const SUCCEEDS = '4242 4242 4242 4242';

const monthlyProduct = async (app: FastifyInstance) =>
  app.db.selectFrom('products').selectAll().where('shop_item_id', '=', MONTHLY).executeTakeFirstOrThrow();

const publicPrice = async (app: FastifyInstance) =>
  okResponse(
    await get<{ products: ShopProduct[] }>(app, 'Products/getUniversalProducts.json', { network_id: 1 }),
  ).products.find((product) => product.shopItemId === MONTHLY)?.priceCents;

const computeTotal = async (app: FastifyInstance, me: LoggedIn, mediaId: number, voucherCode?: string) =>
  post<{ amount: { totalCents: number; discountCents: number } }>(app, 'Order/computeAmount.json', {
    userToken: me.userToken,
    items: [reload(mediaId, MONTHLY)],
    ...(voucherCode ? { voucherCode } : {}),
  });

/** The audit entries of one action on one record (the log is append-only: earlier tests' stay). */
const auditOf = (app: FastifyInstance, action: string, recordId: string | number) =>
  app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();

const newVoucher = (code: string, more: Record<string, unknown> = {}) => ({
  code,
  discountType: 'AMOUNT',
  amountCents: 100,
  ratioBp: null,
  productId: null,
  labelFr: '1,00 € de réduction',
  labelEn: '€1.00 off',
  validFrom: day(-1),
  validTo: day(30),
  maxUses: null,
  maxUsesPerAccount: null,
  minCartCents: null,
  ...more,
});

describe.each(DIALECTS)('the catalogue in the back office ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  // Each test starts from the catalogue's first prices (the app and its database are the describe's).
  beforeEach(async () => {
    await ctx().app.db.deleteFrom('product_prices').execute();
  });

  it('refuses an agent every catalogue call (403 FORBIDDEN), and lets a supervisor read the catalogue', async () => {
    const { app } = ctx();
    const agent = await logInAsStaff(app);
    for (const path of ['Staff/getCatalogue.json', 'Staff/getVouchers.json', 'Staff/getAgency.json']) {
      const answer = await get(app, path, { userToken: agent.userToken });
      expect([answer.statusCode, koError(answer).code]).toEqual([403, 'FORBIDDEN']);
    }
    const refused = await post(app, 'Staff/schedulePrice.json', {
      userToken: agent.userToken,
      productId: (await monthlyProduct(app)).id,
      priceCents: 1,
      effectiveFrom: today(),
    });
    expect(refused.statusCode).toBe(403);
    expect(await app.db.selectFrom('product_prices').selectAll().execute()).toEqual([]);

    const supervisor = await logInAsSupervisor(app);
    const { products, today: on } = okResponse(
      await get<{ products: StaffProduct[]; today: string }>(app, 'Staff/getCatalogue.json', {
        userToken: supervisor.userToken,
      }),
    );
    expect(on).toBe(today());
    expect(products.find((product) => product.shopItemId === MONTHLY)).toMatchObject({
      currentPriceCents: MONTHLY_CENTS,
      currentSince: null,
      scheduled: [],
    });
  });

  it('a scheduled price is not used before its day, and is used from it: pages, cart and order', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const product = await monthlyProduct(app);
    const { me, card } = await passengerWithCard(app);

    const scheduled = okResponse(
      await post<{ product: StaffProduct }>(app, 'Staff/schedulePrice.json', {
        userToken: supervisor.userToken,
        productId: product.id,
        priceCents: 5_500,
        effectiveFrom: day(1),
      }),
    ).product;
    expect(scheduled).toMatchObject({
      currentPriceCents: MONTHLY_CENTS,
      scheduled: [{ priceCents: 5_500, effectiveFrom: day(1), createdBy: expect.stringContaining('@') }],
    });
    // Before its day: nothing a passenger sees or pays changes.
    expect(await publicPrice(app)).toBe(MONTHLY_CENTS);
    expect(okResponse(await computeTotal(app, me, card.id)).amount.totalCents).toBe(MONTHLY_CENTS);
    // The one function every reader goes through, on the day and the day before.
    const [onTheDay] = await withPricesInForce(app.db, [product], day(1));
    const [dayBefore] = await withPricesInForce(app.db, [product], day(0));
    expect([dayBefore?.price_cents, onTheDay?.price_cents]).toEqual([MONTHLY_CENTS, 5_500]);

    // The day comes (the row moved to today, as the calendar would).
    await app.db.updateTable('product_prices').set({ effective_from: today() }).execute();
    expect(await publicPrice(app)).toBe(5_500);
    expect(okResponse(await computeTotal(app, me, card.id)).amount.totalCents).toBe(5_500);
    // A cart priced at the old amount is refused as changed, at the new one made.
    const stale = await createOrder(app, me, {
      idempotencyKey: freshKey(),
      items: [reload(card.id, MONTHLY)],
      expectedTotalCents: MONTHLY_CENTS,
    });
    expect(koError(stale).code).toBe('AMOUNT_CHANGED');
    const { order } = okResponse(
      await createOrder(app, me, {
        idempotencyKey: freshKey(),
        items: [reload(card.id, MONTHLY)],
        expectedTotalCents: 5_500,
      }),
    );
    expect((await orderRow(app, order.id)).total_cents).toBe(5_500);

    const staff = okResponse(
      await get<{ products: StaffProduct[] }>(app, 'Staff/getCatalogue.json', {
        userToken: supervisor.userToken,
      }),
    ).products.find((row) => row.id === product.id);
    expect(staff).toMatchObject({ currentPriceCents: 5_500, currentSince: today(), scheduled: [] });
  });

  it('instalment options and the audience change from their day too, and stay until another change sets them', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const product = await monthlyProduct(app);
    const schedule = (body: Record<string, unknown>) =>
      post<{ product: StaffProduct }>(app, 'Staff/schedulePrice.json', {
        userToken: supervisor.userToken,
        productId: product.id,
        ...body,
      });
    const shown = async () =>
      okResponse(
        await get<{ products: ShopProduct[] }>(app, 'Products/getUniversalProducts.json', { network_id: 1 }),
      ).products.find((row) => row.shopItemId === MONTHLY);
    const later = okResponse(
      await schedule({ priceCents: MONTHLY_CENTS, effectiveFrom: day(1), installments: [10, 1, 4] }),
    ).product;
    expect(later.scheduled).toEqual([expect.objectContaining({ installments: [1, 4, 10], audience: null })]);
    expect((await shown())?.installments).toEqual(JSON.parse(product.installments));

    okResponse(await schedule({ priceCents: MONTHLY_CENTS, effectiveFrom: today(), installments: [1, 4] }));
    expect((await shown())?.installments).toEqual([1, 4]);
    // A later change of the price alone keeps the instalments set before it.
    await app.db
      .updateTable('product_prices')
      .set({ effective_from: day(-1) })
      .where('effective_from', '=', today())
      .execute();
    okResponse(await schedule({ priceCents: 5_000, effectiveFrom: today() }));
    expect(await shown()).toMatchObject({ priceCents: 5_000, installments: [1, 4] });
    const [inForce] = await withPricesInForce(app.db, [product], day(1));
    expect(JSON.parse(inForce!.installments)).toEqual([1, 4, 10]);

    // The audience: a reduced-fare product is no longer offered to every card.
    okResponse(await schedule({ priceCents: 5_000, effectiveFrom: today(), audience: 'UNDER_26' }));
    expect(await shown()).toBeUndefined();
    for (const bad of [
      { installments: [] },
      { installments: [4] },
      { installments: [1, 3] },
      { audience: 'VIP' },
    ]) {
      const refused = await schedule({ priceCents: 5_000, effectiveFrom: day(2), ...bad });
      expect(koError(refused).code, JSON.stringify(bad)).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a day gone by, a product of no network of the staff, and bad amounts, changing nothing', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const product = await monthlyProduct(app);
    const audited = (await auditOf(app, 'product.schedule-price', product.id)).length;
    const send = (body: Record<string, unknown>) =>
      post(app, 'Staff/schedulePrice.json', { userToken: supervisor.userToken, ...body });
    const past = await send({ productId: product.id, priceCents: 100, effectiveFrom: day(-1) });
    expect([past.statusCode, koError(past).code]).toEqual([400, 'VALIDATION_ERROR']);
    const missing = await send({ productId: 999_999, priceCents: 100, effectiveFrom: day(1) });
    expect([missing.statusCode, koError(missing).code]).toEqual([404, 'NOT_FOUND']);
    for (const priceCents of [-1, 1.5, 2_000_000, '12']) {
      const bad = await send({ productId: product.id, priceCents, effectiveFrom: day(1) });
      expect(bad.statusCode, String(priceCents)).toBe(400);
    }
    expect(await app.db.selectFrom('product_prices').selectAll().execute()).toEqual([]);
    expect(await auditOf(app, 'product.schedule-price', product.id)).toHaveLength(audited);
  });

  it('a price change does not alter an existing order or invoice, and is audited with its before and after', async () => {
    const { app, config } = ctx();
    const { me, placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const orderId = placed.order.id;
    const snapshot = async () => ({
      order: await orderRow(app, orderId),
      items: await app.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute(),
      invoices: await app.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).execute(),
      tracking: okResponse(await get(app, 'Order/getOrders.json', { userToken: me.userToken })),
    });
    const before = await snapshot();
    expect(before.order.status).toBe('COMPLETED');
    expect(before.invoices).toHaveLength(1);

    const supervisor = await logInAsSupervisor(app);
    const product = await monthlyProduct(app);
    okResponse(
      await post(app, 'Staff/schedulePrice.json', {
        userToken: supervisor.userToken,
        productId: product.id,
        priceCents: 9_900,
        effectiveFrom: today(),
      }),
    );
    expect(await publicPrice(app)).toBe(9_900);
    expect(await snapshot()).toEqual(before);
    expect(before.items.map((item) => item.unit_price_cents)).toEqual([MONTHLY_CENTS]);

    const entry = (await auditOf(app, 'product.schedule-price', product.id)).at(-1);
    expect(entry).toMatchObject({ record_kind: 'product', record_id: String(product.id) });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ currentPriceCents: MONTHLY_CENTS });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({
      currentPriceCents: 9_900,
      effectiveFrom: today(),
    });
  });
});

describe.each(DIALECTS)('the vouchers in the back office ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('creates a voucher that checkout applies, refuses a second of that code, and audits it', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    const created = okResponse(
      await post<{ voucher: StaffVoucher }>(app, 'Staff/createVoucher.json', {
        userToken: supervisor.userToken,
        ...newVoucher('hiver-26'),
      }),
    ).voucher;
    expect(created).toMatchObject({ code: 'HIVER-26', uses: 0, disabledAt: null });
    const { me, card } = await passengerWithCard(app);
    expect(okResponse(await computeTotal(app, me, card.id, 'HIVER-26')).amount.discountCents).toBe(100);
    const again = await post(app, 'Staff/createVoucher.json', {
      userToken: supervisor.userToken,
      ...newVoucher('HIVER-26'),
    });
    expect([again.statusCode, koError(again).code]).toEqual([409, 'CONFLICT']);
    const incomplete = await post(app, 'Staff/createVoucher.json', {
      userToken: supervisor.userToken,
      ...newVoucher('SANSMONTANT', { amountCents: null }),
    });
    expect(koError(incomplete)).toMatchObject({ code: 'VALIDATION_ERROR' });
    const [entry] = await auditOf(app, 'voucher.create', 'HIVER-26');
    expect(entry).toMatchObject({ record_id: 'HIVER-26', before_json: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ code: 'HIVER-26', amountCents: 100 });
  });

  it('limits edited by a supervisor are enforced at checkout: per account, dates, count', async () => {
    const { app, config } = ctx();
    const supervisor = await logInAsSupervisor(app);
    okResponse(
      await post(app, 'Staff/createVoucher.json', {
        userToken: supervisor.userToken,
        ...newVoucher('LIMITE'),
      }),
    );
    const { me, card } = await passengerWithCard(app);
    const { order } = okResponse(
      await createOrder(app, me, {
        idempotencyKey: freshKey(),
        items: [reload(card.id, MONTHLY)],
        voucherCode: 'LIMITE',
        expectedTotalCents: MONTHLY_CENTS - 100,
      }),
    );
    const placed = okResponse(
      await post<{ paymentId: string }>(app, 'Order/placeOrder.json', {
        userToken: me.userToken,
        orderId: order.id,
      }),
    );
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);

    const limits = (more: Record<string, unknown>) =>
      post<{ voucher: StaffVoucher }>(app, 'Staff/updateVoucherLimits.json', {
        userToken: supervisor.userToken,
        code: 'limite',
        validFrom: day(-1),
        validTo: day(30),
        maxUses: null,
        maxUsesPerAccount: null,
        minCartCents: null,
        ...more,
      });
    expect(okResponse(await limits({ maxUsesPerAccount: 1 })).voucher).toMatchObject({
      uses: 1,
      maxUsesPerAccount: 1,
    });
    const second = await insertCard(app, { accountId: me.userId });
    expect(koError(await computeTotal(app, me, second.id, 'LIMITE')).code).toBe('VOUCHER_ALREADY_USED');
    const stranger = await passengerWithCard(app);
    expect(
      okResponse(await computeTotal(app, stranger.me, stranger.card.id, 'LIMITE')).amount.discountCents,
    ).toBe(100);
    okResponse(await limits({ validFrom: day(2), validTo: day(30) }));
    expect(koError(await computeTotal(app, stranger.me, stranger.card.id, 'LIMITE')).code).toBe(
      'VOUCHER_INVALID',
    );
    okResponse(await limits({ maxUses: 1 }));
    expect(koError(await computeTotal(app, stranger.me, stranger.card.id, 'LIMITE')).code).toBe(
      'VOUCHER_INVALID',
    );
    const crossed = await limits({ validFrom: day(5), validTo: day(1) });
    expect(koError(crossed).code).toBe('VALIDATION_ERROR');

    const usage = okResponse(
      await get<{ voucher: StaffVoucher; uses: { orderId: number; accountId: number }[] }>(
        app,
        'Staff/getVoucherUsage.json',
        { userToken: supervisor.userToken, code: 'LIMITE' },
      ),
    );
    expect(usage.voucher.uses).toBe(1);
    expect(usage.uses).toEqual([expect.objectContaining({ orderId: order.id, accountId: me.userId })]);
    const entries = await auditOf(app, 'voucher.update-limits', 'LIMITE');
    expect(entries).toHaveLength(3);
    expect(JSON.parse(entries[0]!.before_json!)).toMatchObject({ maxUsesPerAccount: null });
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ maxUsesPerAccount: 1 });
  });

  it('a disabled voucher is refused at checkout with the error of an unknown code; disabling twice is a conflict', async () => {
    const { app } = ctx();
    const supervisor = await logInAsSupervisor(app);
    okResponse(
      await post(app, 'Staff/createVoucher.json', {
        userToken: supervisor.userToken,
        ...newVoucher('ARRET'),
      }),
    );
    const { me, card } = await passengerWithCard(app);
    const unknown = await computeTotal(app, me, card.id, 'INCONNU');
    const disabled = okResponse(
      await post<{ voucher: StaffVoucher }>(app, 'Staff/disableVoucher.json', {
        userToken: supervisor.userToken,
        code: 'ARRET',
      }),
    ).voucher;
    expect(disabled.disabledAt).not.toBeNull();
    const refused = await computeTotal(app, me, card.id, 'ARRET');
    expect([refused.statusCode, koError(refused)]).toEqual([unknown.statusCode, koError(unknown)]);
    expect(koError(refused).code).toBe('VOUCHER_INVALID');
    const redeem = await post(app, 'Order/redeemVoucher.json', { userToken: me.userToken, code: 'ARRET' });
    expect(koError(redeem).code).toBe('VOUCHER_INVALID');
    const twice = await post(app, 'Staff/disableVoucher.json', {
      userToken: supervisor.userToken,
      code: 'ARRET',
    });
    expect(koError(twice).code).toBe('CONFLICT');
    const [entry] = await auditOf(app, 'voucher.disable', 'ARRET');
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ disabledAt: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ disabledAt: disabled.disabledAt });
    const listed = okResponse(
      await get<{ vouchers: StaffVoucher[] }>(app, 'Staff/getVouchers.json', {
        userToken: supervisor.userToken,
      }),
    ).vouchers;
    expect(listed.find((voucher) => voucher.code === 'ARRET')?.disabledAt).toBe(disabled.disabledAt);
  });
});

describe.each(DIALECTS)('the agency in the back office ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('changes the address and week on the pages, keeps the invoices issued as printed, and audits it', async () => {
    const { app, config } = ctx();
    const { placed } = await placedMonthlyReload(app);
    await payWith(app, placed.paymentId, SUCCEEDS);
    await deliver(app, config);
    const invoice = () =>
      app.db
        .selectFrom('invoices')
        .select('content')
        .where('order_id', '=', placed.order.id)
        .executeTakeFirstOrThrow();
    const printed = await invoice();

    const supervisor = await logInAsSupervisor(app);
    const body = {
      userToken: supervisor.userToken,
      name: 'Maison de la mobilité',
      address1: '12 quai des Vedettes',
      address2: '',
      zipcode: '29990',
      city: 'Port-Marin',
      phone: '01 99 00 12 34',
      email: null,
      openingHours: [
        { weekday: 1, opens: '08:00', closes: '12:00' },
        { weekday: 1, opens: '13:30', closes: '18:00' },
        { weekday: 6, opens: '09:00', closes: '12:00' },
      ],
    };
    const overlapping = await post(app, 'Staff/updateAgency.json', {
      ...body,
      openingHours: [
        { weekday: 2, opens: '08:00', closes: '12:00' },
        { weekday: 2, opens: '11:00', closes: '18:00' },
      ],
    });
    expect(koError(overlapping).code).toBe('VALIDATION_ERROR');
    const agent = await logInAsStaff(app);
    expect(
      (await post(app, 'Staff/updateAgency.json', { ...body, userToken: agent.userToken })).statusCode,
    ).toBe(403);

    const { agency } = okResponse(
      await post<{ agency: { id: number; address1: string; address2: string | null } }>(
        app,
        'Staff/updateAgency.json',
        body,
      ),
    );
    expect(agency).toMatchObject({ address1: '12 quai des Vedettes', address2: null });
    const site = okResponse(
      await get<{ collectSites: { address1: string; openingHoursText: string }[] }>(
        app,
        'Networks/collectSites',
        { network_id: 1, locale: 'en' },
      ),
    ).collectSites[0];
    expect(site).toMatchObject({
      address1: '12 quai des Vedettes',
      openingHoursText: 'Monday: 8:00–12:00 and 13:30–18:00; Saturday: 9:00–12:00',
    });
    expect(await invoice()).toEqual(printed);
    expect(printed.content).not.toContain('12 quai des Vedettes');
    const [entry] = await auditOf(app, 'agency.update', agency.id);
    expect(JSON.parse(entry!.before_json!).address1).not.toBe('12 quai des Vedettes');
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ address1: '12 quai des Vedettes' });
  });
});
