/** Identities (e-mail + password), their profiles on a network (accounts), sessions and tokens. */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('identities')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) => col.references('identities.id').onDelete('cascade'))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('guest', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`guest in (0, 1)`),
    )
    .addColumn('disabled', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`disabled in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('accounts_identity_idx').on('accounts').column('identity_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('idle_expires_at', 'text', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_account_idx').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('id_tokens')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('identity_id', 'integer', (col) =>
      col.notNull().references('identities.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('id_tokens_identity_idx').on('id_tokens').column('identity_id').execute();

  await db.schema
    .createTable('mailed_codes')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('reset', 'verify')`))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('identity_id', 'integer', (col) =>
      col.notNull().references('identities.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('mailed_codes_identity_idx').on('mailed_codes').column('identity_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('raw_mime', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').column('to_address').execute();
}
