/**
 * Sign-in with an external OpenID Connect provider (issue 11, docs/decisions/048-external-sign-in.md).
 * `auth_providers`: the providers offered per network (issuer, client id, label; the secret stays in
 * the configuration). `external_sign_ins`: one authorization request each, its state (hashed),
 * nonce and PKCE verifier, spent once by the code exchange, then the authProviderToken (hashed)
 * the exchange answers, spent once by account/authenticate or account/createIdentity.
 * `external_identities`: the provider's subject linked to an identity, once per provider.
 */
import { sql, type Kysely } from 'kysely';
import { generatedId, type SqlDialect } from './dialect.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('auth_providers')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('network_id', 'integer', (col) => col.notNull().references('networks.id'))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('auth_providers_network_issuer_key', ['network_id', 'issuer'])
    .execute();

  await db.schema
    .createTable('external_sign_ins')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('auth_providers.id'))
    .addColumn('state_hash', 'text', (col) => col.notNull().unique())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('exchanged_at', 'text')
    .addColumn('subject', 'text')
    .addColumn('email', 'text')
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('token_used_at', 'text')
    .addCheckConstraint('external_sign_ins_token_with_subject', sql`(token_hash is null) = (subject is null)`)
    .execute();
  // The purge of old requests.
  await db.schema
    .createIndex('external_sign_ins_created_idx')
    .on('external_sign_ins')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('external_identities')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('identity_id', 'integer', (col) => col.notNull().references('identities.id'))
    .addColumn('provider_id', 'integer', (col) => col.notNull().references('auth_providers.id'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('external_identities_provider_subject_key', ['provider_id', 'subject'])
    .execute();
  await db.schema
    .createIndex('external_identities_identity_idx')
    .on('external_identities')
    .column('identity_id')
    .execute();
}
