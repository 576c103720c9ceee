/**
 * Decision 053: the disruptions the network's agents publish (`disruptions`, owned by the
 * disruptions module), the alert each card gets once per disruption (`disruption_alerts`, the
 * unique pair is the claim that makes two jobs send it once), the SMS outbox (`sms_outbox`, owned
 * by the sms module: no SMS provider yet) and the language a card's alerts were saved in
 * (`media.alerts_locale`). Frozen: never import app code.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('media').addColumn('alerts_locale', 'text').execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_number', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('sms_outbox_to_idx').on('sms_outbox').column('to_number').execute();

  await db.schema
    .createTable('disruptions')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    // JSON arrays: line codes and transport modes affected.
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('modes', 'text', (col) => col.notNull())
    .addColumn('title_fr', 'text', (col) => col.notNull())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('text_fr', 'text', (col) => col.notNull())
    .addColumn('text_en', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('published_by', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    // Set once a job has gone through every card: later runs skip it.
    .addColumn('dispatched_at', 'text')
    .execute();
  await db.schema.createIndex('disruptions_dispatch_idx').on('disruptions').column('dispatched_at').execute();

  await db.schema
    .createTable('disruption_alerts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('disruption_id', 'integer', (col) =>
      col.notNull().references('disruptions.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'integer', (col) => col.notNull().references('media.id'))
    // The account that held the card when it was told (its export and erasure); null once erased.
    .addColumn('account_id', 'integer', (col) => col.references('accounts.id'))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('EMAIL', 'SMS')`))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('disruption_alerts_once', ['disruption_id', 'media_id'])
    .execute();
  await db.schema
    .createIndex('disruption_alerts_account_idx')
    .on('disruption_alerts')
    .column('account_id')
    .execute();
}
