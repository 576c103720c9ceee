/**
 * Orders (issue 7): the order with its items (snapshots taken when ordering), its instalment
 * schedule and its payment attempts. The unique indexes are what makes ordering and paying happen
 * exactly once (docs/decisions/025-checkout-and-payment.md): one order per (account, idempotency
 * key), one reference per order, one row per provider payment, one row per instalment position.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

/** A column holding one of a fixed list of words (the spec's statuses). */
function oneOfWords(column: string, words: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(words.map((word) => sql.lit(word)))})`;
}

const flag = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('order_type', 'text', (col) =>
      col.notNull().check(oneOfWords('order_type', ['CARD_RELOAD', 'CARD_DUPLICATE', 'CARD_CREATION'])),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          oneOfWords('status', ['PENDING', 'COMPLETED', 'CANCELED', 'ERROR', 'PROCESSING', 'REGULARIZATION']),
        ),
    )
    .addColumn('process_status', 'text', (col) =>
      col.notNull().check(oneOfWords('process_status', ['TO_PROCESS', 'PROCESSING', 'PROCESSED'])),
    )
    .addColumn('origin', 'text', (col) =>
      col.notNull().check(oneOfWords('origin', ['APP', 'ESHOP', 'SCHOOL', 'RETAIL'])),
    )
    .addColumn('payment_method', 'text', (col) =>
      col.notNull().check(oneOfWords('payment_method', ['CARD', 'TRANSFER', 'DEPOSIT', 'CASH'])),
    )
    .addColumn('installments', 'integer', (col) => col.notNull().check(sql`installments in (1, 4, 10)`))
    .addColumn('post_payment', 'integer', (col) => col.notNull().defaultTo(0).check(flag('post_payment')))
    .addColumn('subtotal_cents', 'integer', (col) => col.notNull().check(sql`subtotal_cents >= 0`))
    .addColumn('discount_cents', 'integer', (col) => col.notNull().check(sql`discount_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('vat_cents', 'integer', (col) => col.notNull().check(sql`vat_cents >= 0`))
    .addColumn('voucher_code', 'text')
    .addColumn('locale', 'text', (col) => col.notNull().check(oneOfWords('locale', ['fr', 'en'])))
    // A saved card of the payments module (its own table); written only from a provider's event.
    .addColumn('payment_card_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  // Exactly once: the same checkout submitted twice (a double click, a retry, 50 at once) meets this.
  await db.schema
    .createIndex('orders_idempotency_idx')
    .on('orders')
    .columns(['account_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('orders_reference_idx').on('orders').column('reference').unique().execute();
  // Order tracking: the account's orders, newest first, by keyset on the id.
  await db.schema.createIndex('orders_account_idx').on('orders').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) =>
      col.notNull().check(oneOfWords('type', ['CARD_RELOAD', 'CARD_DUPLICATE', 'CARD_CREATION'])),
    )
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    .addColumn('card_number', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('shop_item_id', 'integer', (col) => col.notNull())
    .addColumn('name_fr', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('product_type', 'text', (col) => col.notNull())
    .addColumn('transport_modes', 'text', (col) => col.notNull())
    .addColumn('renewal_interval', 'text')
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull().check(sql`unit_price_cents >= 0`))
    .addColumn('discount_cents', 'integer', (col) => col.notNull().check(sql`discount_cents >= 0`))
    .addColumn('total_cents', 'integer', (col) => col.notNull().check(sql`total_cents >= 0`))
    .addColumn('gift', 'integer', (col) => col.notNull().defaultTo(0).check(flag('gift')))
    .addColumn('duplicate_request_id', 'integer', (col) => col.references('duplicate_requests.id'))
    .addColumn('contract_ids', 'text')
    .execute();
  await db.schema
    .createIndex('order_items_position_idx')
    .on('order_items')
    .columns(['order_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('order_instalments')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().check(sql`${sql.ref('position')} >= 1`))
    .addColumn('due_date', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOfWords('status', ['DUE', 'PAID', 'FAILED', 'CANCELED'])),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_on', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('provider_reference', 'text')
    .execute();
  await db.schema
    .createIndex('order_instalments_position_idx')
    .on('order_instalments')
    .columns(['order_id', 'position'])
    .unique()
    .execute();
  // The instalments job: the DUE ones whose date has come.
  await db.schema
    .createIndex('order_instalments_due_idx')
    .on('order_instalments')
    .columns(['status', 'due_date'])
    .execute();

  await db.schema
    .createTable('order_payments')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider_payment_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOfWords('kind', ['PAYMENT', 'REGISTRATION'])))
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOfWords('status', ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED'])),
    )
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_payments_provider_idx')
    .on('order_payments')
    .column('provider_payment_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('order_payments_order_idx')
    .on('order_payments')
    .columns(['order_id', 'id'])
    .execute();
}
