import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../../../src/db/index.js';
import { seed } from '../../../src/db/seed.js';
import { addMonthsClamped, networkDay, splitInstalments } from '@oceane/domain';
import { cardById, cardViewOf } from '../../../src/modules/cards/service.js';
import { createMailer } from '../../../src/modules/mail/service.js';
import { fulfilPaidOrder, queueRegularizationMail } from '../../../src/modules/orders/fulfilment.js';
import { includedVatCents, type InvoiceContent } from '../../../src/modules/invoices/invoice-content.js';
import { nextInvoiceSequence } from '../../../src/modules/invoices/invoices-repo.js';
import { listOrderItems } from '../../../src/modules/orders/orders-repo.js';
import { pdfText } from '../../helpers/pdf.js';
import { startFakeSmtp } from '../../helpers/smtp-server.js';
import { DIALECTS, type Dialect, type TestDatabase } from '../../helpers/databases.js';

/**
 * Fulfilment runs inside the paying transaction, below any call: these tests drive it on a
 * migrated and seeded database of each dialect, with orders written straight into its tables.
 */
function useTestDb(dialect: Dialect): () => { db: Db } {
  let database: TestDatabase | null = null;
  let db: Db | null = null;
  beforeAll(async () => {
    database = await dialect.create();
    const opened = await openDatabase(database.config);
    db = opened.db;
    await migrateToLatest(db, opened.dialect);
    await seed(db, { demo: true, staff: false });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return () => {
    if (!db) throw new Error('the test database is not open yet');
    return { db };
  };
}

describe.each(DIALECTS)('invoice numbering on $name', (dialect) => {
  const ctx = useTestDb(dialect);

  it('30 concurrent issuings take the numbers 1 to 30 of the year, without gap or duplicate', async () => {
    const { db } = ctx();
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () => db.transaction().execute((trx) => nextInvoiceSequence(trx, 2031))),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const counter = await db
      .selectFrom('invoice_counters')
      .selectAll()
      .where('year', '=', 2031)
      .executeTakeFirstOrThrow();
    expect(counter.last_sequence).toBe(30);
  });

  it('a rolled-back issuing gives its number back; each year has its own series', async () => {
    const { db } = ctx();
    await expect(
      db.transaction().execute(async (trx) => {
        await nextInvoiceSequence(trx, 2032);
        throw new Error('the payment transaction failed');
      }),
    ).rejects.toThrow('the payment transaction failed');
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2032))).toBe(1);
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2033))).toBe(1);
    expect(await db.transaction().execute((trx) => nextInvoiceSequence(trx, 2032))).toBe(2);
  });
});

const SETTINGS = {
  mailFrom: 'Océane Mobilités <no-reply@oceane.test>',
  publicBaseUrl: 'https://portal.test',
};

let cardCounter = 0;

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function demoAccount(db: Db) {
  return db
    .selectFrom('accounts')
    .innerJoin('identities', 'identities.id', 'accounts.identity_id')
    .select(['accounts.id', 'accounts.firstname', 'identities.email'])
    .where('identities.email', '=', 'demo@example.org')
    .executeTakeFirstOrThrow();
}

async function productId(db: Db, code: string) {
  return db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
}

type CardSpec = { contracts?: { product: string; status?: string; validFrom: string; validTo: string }[] };

async function insertCard(db: Db, accountId: number, spec: CardSpec = {}) {
  cardCounter += 1;
  const number = `8${String(process.pid % 1000).padStart(3, '0')}${String(cardCounter).padStart(6, '0')}`;
  const now = new Date().toISOString();
  const card = await db
    .insertInto('media')
    .values({
      number,
      network_id: 1,
      account_id: accountId,
      validity_end: '2031-12-31',
      expired: 0,
      reloading_name: 'Mensuel',
      holder_gender: 'MADAME',
      holder_name: 'Morel',
      holder_firstname: 'Claire',
      holder_birthdate: '1987-05-14',
      holder_category: 'EMPLOYEE',
      holder_address1: '19 rue du Vieux Port',
      holder_zipcode: '99500',
      holder_city: 'Port-Marin',
      holder_country: 'FR',
      holder_mobile: '0639980042',
      photo: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      photo_type: 'image/jpeg',
      photo_width: 1,
      photo_height: 1,
      photo_consent: 1,
      consent_sms: 1,
      consent_email: 1,
      alerts_email: 'demo@example.org',
      alerts_delivery_mode: 'EMAIL',
      alerts_favorite_modes: '["BOAT"]',
      alerts_favorite_lines: '["N1"]',
      created_at: now,
      associated_at: now,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  for (const contract of spec.contracts ?? []) {
    const product = await productId(db, contract.product);
    await db
      .insertInto('contracts')
      .values({
        media_id: card.id,
        product_id: product.id,
        valid_from: contract.validFrom,
        valid_to: contract.validTo,
        status: contract.status ?? 'ACTIVE',
        created_at: now,
        renewal_interval: product.renewal_interval,
        price_cents: product.price_cents,
      })
      .execute();
  }
  return card;
}

type ItemSpec = {
  type?: 'CARD_RELOAD' | 'CARD_DUPLICATE';
  mediaId: number;
  product: string;
  quantity?: number;
  duplicateRequestId?: number;
  gift?: boolean;
};

/** A paid order as checkout leaves it before fulfilment: COMPLETED, TO_PROCESS, first instalment PAID. */
async function insertPaidOrder(
  db: Db,
  accountId: number,
  specs: ItemSpec[],
  options: { installments?: 1 | 4 | 10; locale?: 'fr' | 'en'; at?: string } = {},
) {
  const at = options.at ?? new Date().toISOString();
  const installments = options.installments ?? 1;
  const lines = [];
  for (const spec of specs) {
    const product = await productId(db, spec.product);
    const card = await db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', spec.mediaId)
      .executeTakeFirstOrThrow();
    const quantity = spec.quantity ?? 1;
    const gross = product.price_cents * quantity;
    lines.push({ spec, product, card, quantity, gross, total: spec.gift ? 0 : gross });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.gross, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const order = await db
    .insertInto('orders')
    .values({
      account_id: accountId,
      network_id: 1,
      reference: null,
      idempotency_key: `fulfilment-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      request_hash: 'test',
      order_type: specs[0]!.type ?? 'CARD_RELOAD',
      status: 'COMPLETED',
      process_status: 'TO_PROCESS',
      origin: 'ESHOP',
      payment_method: 'CARD',
      installments,
      post_payment: lines.some((line) => line.product.audience === 'POST_PAYMENT') ? 1 : 0,
      subtotal_cents: subtotal,
      discount_cents: subtotal - total,
      total_cents: total,
      vat_cents: includedVatCents(total),
      voucher_code: null,
      locale: options.locale ?? 'fr',
      payment_card_id: null,
      created_at: at,
      updated_at: at,
      paid_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const reference = `OM-${String(order.id).padStart(8, '0')}`;
  await db.updateTable('orders').set({ reference }).where('id', '=', order.id).execute();
  for (const [index, line] of lines.entries()) {
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        position: index + 1,
        type: line.spec.type ?? 'CARD_RELOAD',
        media_id: line.card.id,
        card_number: line.card.number,
        holder_name: `${line.card.holder_firstname} ${line.card.holder_name}`,
        product_id: line.product.id,
        shop_item_id: line.product.shop_item_id,
        name_fr: line.product.name_fr,
        name_en: line.product.name_en,
        product_type: line.product.product_type,
        transport_modes: line.product.transport_modes,
        renewal_interval: line.product.renewal_interval,
        quantity: line.quantity,
        unit_price_cents: line.product.price_cents,
        discount_cents: line.gross - line.total,
        total_cents: line.total,
        gift: line.spec.gift ? 1 : 0,
        duplicate_request_id: line.spec.duplicateRequestId ?? null,
        contract_ids: null,
      })
      .execute();
  }
  const today = at.slice(0, 10);
  for (const [index, amount] of splitInstalments(total, installments).entries()) {
    await db
      .insertInto('order_instalments')
      .values({
        order_id: order.id,
        position: index + 1,
        due_date: addMonthsClamped(today, index),
        amount_cents: amount,
        status: index === 0 ? 'PAID' : 'DUE',
        attempts: index === 0 ? 1 : 0,
        next_attempt_on: null,
        paid_at: index === 0 ? at : null,
        provider_reference: index === 0 ? 'pay_test' : null,
      })
      .execute();
  }
  return { id: order.id, reference, total };
}

async function fulfil(db: Db, orderId: number, at = new Date().toISOString()) {
  await db.transaction().execute((trx) => fulfilPaidOrder(trx, orderId, at, SETTINGS));
}

async function contractsOf(db: Db, mediaId: number) {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('media_id', '=', mediaId)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
}

describe.each(DIALECTS)('fulfilling a paid order on $name', (dialect) => {
  const ctx = useTestDb(dialect);

  it('a paid reload puts its periods on the card as PENDING_VALIDATION, chained after the running one', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const today = networkDay();
    const runningUntil = shift(today, 10);
    const card = await insertCard(db, account.id, {
      contracts: [{ product: 'MONTHLY_ALL', validFrom: shift(today, -20), validTo: runningUntil }],
    });
    const order = await insertPaidOrder(db, account.id, [
      { mediaId: card.id, product: 'MONTHLY_ALL', quantity: 2 },
    ]);
    await fulfil(db, order.id);

    const contracts = await contractsOf(db, card.id);
    const added = contracts.filter((contract) => contract.status === 'PENDING_VALIDATION');
    expect(added).toHaveLength(2);
    const firstFrom = shift(runningUntil, 1);
    expect(added[0]).toMatchObject({ valid_from: firstFrom, renewal_interval: 'P1M', price_cents: 4900 });
    expect(added[1]!.valid_from).toBe(shift(added[0]!.valid_to, 1));
    const oneMonthLater = addMonthsClamped(firstFrom, 1);
    expect(added[0]!.valid_to).toBe(shift(oneMonthLater, -1));
    const [item] = await listOrderItems(db, order.id);
    expect(JSON.parse(item!.contract_ids!)).toEqual(added.map((contract) => contract.id));

    const view = await cardViewOf(db, (await cardById(db, card.id))!, 'fr');
    expect(view.pendingSale).toBe(true);
    const orderRow = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(orderRow.process_status).toBe('PROCESSED');
  });

  it('a pass paid at 00:30 in Paris follows the passes of a common mode covering that day, whatever their product (decision 060)', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id, {
      contracts: [
        { product: 'MONTHLY_ALL', validFrom: '2030-01-01', validTo: '2030-01-31' },
        { product: 'MONTHLY_ALL', validFrom: '2030-02-01', validTo: '2030-02-28' },
        { product: 'BIKE_ANNUAL', validFrom: '2029-06-01', validTo: '2030-05-31' },
      ],
    });
    // 23:30 UTC on 31 January is 00:30 on 1 February in Paris: January's pass has ended,
    // February's covers the day. Before decision 060: from 31 January, beside both.
    const at = '2030-01-31T23:30:00.000Z';
    const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'ANNUAL_ALL' }], {
      at,
    });
    await fulfil(db, order.id, at);
    const annual = (await contractsOf(db, card.id)).filter(
      (contract) => contract.status === 'PENDING_VALIDATION',
    );
    expect(annual).toEqual([
      expect.objectContaining({ valid_from: '2030-03-01', valid_to: '2031-02-28', renewal_interval: 'P1Y' }),
    ]);
  });

  it('a ticket without a period is usable for a year from today; a gift line is put on at 0', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const order = await insertPaidOrder(db, account.id, [
      { mediaId: card.id, product: 'TICKET_BOOK_10', quantity: 2 },
      { mediaId: card.id, product: 'PASS_24H', gift: true },
    ]);
    await fulfil(db, order.id);
    const today = networkDay();
    const contracts = await contractsOf(db, card.id);
    expect(contracts).toHaveLength(3);
    for (const contract of contracts) {
      expect(contract).toMatchObject({
        status: 'PENDING_VALIDATION',
        valid_from: today,
        renewal_interval: null,
      });
      expect(contract.valid_to).toBe(shift(addMonthsClamped(today, 12), -1));
    }
    expect(contracts.map((contract) => contract.price_cents).sort((a, b) => a! - b!)).toEqual([
      0, 1450, 1450,
    ]);
  });

  it('a paid duplicate blocks the old card; the new one carries the holder, photo, alerts and contracts', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const today = networkDay();
    const old = await insertCard(db, account.id, {
      contracts: [
        { product: 'MONTHLY_ALL', validFrom: shift(today, -5), validTo: shift(today, 25) },
        {
          product: 'BIKE_ANNUAL',
          status: 'PENDING_VALIDATION',
          validFrom: today,
          validTo: shift(today, 364),
        },
        { product: 'MONTHLY_ALL', validFrom: shift(today, -60), validTo: shift(today, -31) },
      ],
    });
    const fee = await productId(db, 'CARD_DUPLICATE_FEE');
    const request = await db
      .insertInto('duplicate_requests')
      .values({
        media_id: old.id,
        account_id: account.id,
        reason: 'LOST',
        status: 'AWAITING_PAYMENT',
        product_id: fee.id,
        price_cents: fee.price_cents,
        created_at: new Date().toISOString(),
        closed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await insertPaidOrder(db, account.id, [
      {
        type: 'CARD_DUPLICATE',
        mediaId: old.id,
        product: 'CARD_DUPLICATE_FEE',
        duplicateRequestId: request.id,
      },
    ]);
    await fulfil(db, order.id);

    const paid = await db
      .selectFrom('duplicate_requests')
      .selectAll()
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(paid.status).toBe('PAID');
    expect(paid.closed_at).not.toBeNull();
    const oldRow = await db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(oldRow.blocked_at).not.toBeNull();
    const newRow = await db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', oldRow.replaced_by_id!)
      .executeTakeFirstOrThrow();
    expect(newRow.number).toMatch(/^41\d{8}$/);
    expect(newRow.number).not.toBe(old.number);
    expect(newRow).toMatchObject({
      account_id: account.id,
      network_id: 1,
      holder_name: 'Morel',
      holder_firstname: 'Claire',
      holder_birthdate: '1987-05-14',
      holder_address1: '19 rue du Vieux Port',
      photo_type: 'image/jpeg',
      photo_consent: 1,
      consent_sms: 1,
      consent_email: 1,
      alerts_delivery_mode: 'EMAIL',
      alerts_favorite_lines: '["N1"]',
      blocked_at: null,
      replaced_by_id: null,
    });
    expect(Buffer.from(newRow.photo!)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));

    const moved = await contractsOf(db, newRow.id);
    expect(moved.map((contract) => contract.status).sort()).toEqual(['ACTIVE', 'PENDING_VALIDATION']);
    const left = await contractsOf(db, old.id);
    expect(left.filter((contract) => contract.status === 'TRANSFERRED')).toHaveLength(2);
    const [item] = await listOrderItems(db, order.id);
    expect(JSON.parse(item!.contract_ids!).sort()).toEqual(moved.map((contract) => contract.id).sort());

    const oldView = await cardViewOf(db, (await cardById(db, old.id))!, 'fr');
    expect(oldView.expired).toBe(true);
    const newView = await cardViewOf(db, (await cardById(db, newRow.id))!, 'fr');
    expect(newView).toMatchObject({ expired: false, hasPhoto: true, pendingSale: true });
  });

  it('the post-payment fare goes on the card ACTIVE: nothing to settle', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'POST_PAYMENT_FARE' }]);
    await fulfil(db, order.id);
    const contracts = await contractsOf(db, card.id);
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ status: 'ACTIVE', price_cents: 0 });
    const view = await cardViewOf(db, (await cardById(db, card.id))!, 'fr');
    expect(view.pendingSale).toBe(false);
  });

  it('issues the invoice and queues the confirmation with the invoice PDF attached, in the order’s language', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const at = new Date().toISOString();
    const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'ANNUAL_ALL' }], {
      installments: 4,
      at,
    });
    await fulfil(db, order.id, at);

    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const year = Number(at.slice(0, 4));
    expect(invoice.number).toBe(`F${year}-${String(invoice.sequence).padStart(6, '0')}`);
    expect(invoice).toMatchObject({
      account_id: account.id,
      year,
      total_cents: 49000,
      transport_modes: '["BUS","BOAT"]',
    });
    const content = JSON.parse(invoice.content) as InvoiceContent;
    expect(content).toMatchObject({
      number: invoice.number,
      orderReference: order.reference,
      buyer: { name: 'Claire Morel', email: 'demo@example.org' },
      vatCents: 4455,
      totalInclVatCents: 49000,
      seller: { name: 'Océane Mobilités', siren: '999000003', vatNumber: 'FR42999000003' },
    });
    expect(content.seller.address).toContain('2 quai de l’Estran');
    expect(content.schedule.map((payment) => payment.amountCents)).toEqual([12250, 12250, 12250, 12250]);

    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order-confirmation')
      .where('subject', 'like', `%${order.reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('demo@example.org');
    expect(mail.sent_at).toBeNull();
    expect(mail.subject).toBe(`Votre commande ${order.reference} est confirmée`);
    expect(mail.text_body).toContain('Abonnement annuel tout public');
    expect(mail.text_body).toContain('122,50');
    expect(mail.text_body).toContain('https://portal.test/account/history');
    expect(mail.text_body).toContain(invoice.number);
    expect(mail.text_body).toContain('première validation');
    expect(mail.raw_mime).toContain('Content-Type: application/pdf');
    expect(mail.raw_mime).toContain(`facture-${invoice.number}.pdf`);
    const pdf = /filename=.*\.pdf"?\r?\n(?:.+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw_mime)?.[1];
    const bytes = Buffer.from(pdf!.replace(/\s/g, ''), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain(order.reference);
    expect(text).toContain('999 000 003');
    expect(text).toContain('490,00 €');

    const english = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'TICKET_SINGLE' }], {
      locale: 'en',
    });
    await fulfil(db, english.id);
    const englishMail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', `Your order ${english.reference} is confirmed`)
      .executeTakeFirstOrThrow();
    expect(englishMail.text_body).toContain('https://portal.test/en/account/history');
    expect(englishMail.raw_mime).toMatch(/invoice-F\d{4}-\d{6}\.pdf/);
  });

  it('fulfilling the order a second time changes nothing', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'MONTHLY_ALL' }]);
    await fulfil(db, order.id);
    const snapshot = async () => ({
      contracts: await contractsOf(db, card.id),
      items: await listOrderItems(db, order.id),
      invoices: await db.selectFrom('invoices').selectAll().orderBy('id').execute(),
      counters: await db.selectFrom('invoice_counters').selectAll().orderBy('year').execute(),
      mails: (await db.selectFrom('mail_outbox').select('id').execute()).length,
      order: await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
    });
    const before = await snapshot();
    await fulfil(db, order.id);
    await Promise.all([fulfil(db, order.id), fulfil(db, order.id)]);
    expect(await snapshot()).toEqual(before);
  });

  it('orders fulfilled at the same time take consecutive invoice numbers, each once', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const orders = [];
    for (let index = 0; index < 12; index += 1) {
      orders.push(await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'TICKET_SINGLE' }]));
    }
    await Promise.all(orders.map((order) => fulfil(db, order.id)));
    const invoices = await db
      .selectFrom('invoices')
      .select(['sequence', 'number'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    const sequences = invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toHaveLength(12);
    expect(sequences.at(-1)! - sequences[0]!).toBe(11);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(12);
  });

  it('an unpaid later instalment: the passenger gets the amount and who to call', async () => {
    const { db } = ctx();
    const account = await demoAccount(db);
    const card = await insertCard(db, account.id);
    const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'ANNUAL_ALL' }], {
      installments: 10,
    });
    await db
      .updateTable('order_instalments')
      .set({ status: 'FAILED', attempts: 3 })
      .where('order_id', '=', order.id)
      .where('position', '=', 2)
      .execute();
    await db.transaction().execute((trx) => queueRegularizationMail(trx, order.id, SETTINGS));
    const mail = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order-regularization')
      .where('subject', 'like', `%${order.reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Échéance impayée de votre commande ${order.reference}`);
    expect(mail.text_body).toContain('49,00');
    expect(mail.text_body).toContain('n°\u00a02');
    expect(mail.text_body).toContain('01\u00a099\u00a000\u00a000\u00a000');
    expect(mail.text_body).toContain('Maison de la mobilité');
    expect(mail.text_body).toContain('https://portal.test/account/history');
  });
});

describe('the confirmation leaves through SMTP after the paying transaction', () => {
  const ctx = useTestDb(DIALECTS[0]!);

  it('exists only if the transaction commits, and sendQueued hands it over once, attachment included', async () => {
    const { db } = ctx();
    const smtp = await startFakeSmtp();
    const mailer = createMailer({
      db,
      from: SETTINGS.mailFrom,
      smtpUrl: smtp.url,
      log: pino({ level: 'silent' }),
    });
    try {
      const account = await demoAccount(db);
      const card = await insertCard(db, account.id);
      const failed = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'MONTHLY_ALL' }]);
      await expect(
        db.transaction().execute(async (trx) => {
          await fulfilPaidOrder(trx, failed.id, new Date().toISOString(), SETTINGS);
          throw new Error('the payment could not be recorded');
        }),
      ).rejects.toThrow('the payment could not be recorded');
      const order = await insertPaidOrder(db, account.id, [{ mediaId: card.id, product: 'MONTHLY_ALL' }]);
      await fulfil(db, order.id);

      await mailer.sendQueued();
      await mailer.sendQueued();
      const delivered = smtp.messages.filter((message) => message.includes(order.reference));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toContain('Content-Type: application/pdf');
      expect(smtp.messages.some((message) => message.includes(failed.reference))).toBe(false);
      const rows = await db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute();
      expect(rows).toEqual([]);
      const invoices = await db
        .selectFrom('invoices')
        .select('order_id')
        .where('order_id', '=', failed.id)
        .execute();
      expect(invoices).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
