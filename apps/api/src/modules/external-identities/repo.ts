/** The providers of each network, the authorization requests made to them, the linked identities. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { ExternalSignInsTable } from '../../db/tables/external-identities.js';

/** Adds the configured provider of a network, or brings its client id and label up to date. */
export async function upsertProvider(
  db: Db,
  row: { network_id: number; issuer: string; client_id: string; label: string; at: string },
) {
  await db
    .insertInto('auth_providers')
    .values({
      network_id: row.network_id,
      issuer: row.issuer,
      client_id: row.client_id,
      label: row.label,
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['network_id', 'issuer'])
        .doUpdateSet({ client_id: row.client_id, label: row.label, updated_at: row.at }),
    )
    .execute();
}

export function findProvider(db: Db, id: number) {
  return db.selectFrom('auth_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProviderByIssuer(db: Db, networkId: number, issuer: string) {
  return db
    .selectFrom('auth_providers')
    .selectAll()
    .where('network_id', '=', networkId)
    .where('issuer', '=', issuer)
    .executeTakeFirst();
}

export async function insertSignIn(db: Db, row: Insertable<ExternalSignInsTable>) {
  await db.insertInto('external_sign_ins').values(row).execute();
}

/** Forgets the requests older than a day: their state and token expired long before. */
export async function deleteSignInsBefore(db: Db, before: string) {
  await db.deleteFrom('external_sign_ins').where('created_at', '<', before).execute();
}

/**
 * Spends a live authorization state: the request it names, or undefined when unknown, expired or
 * already spent. Of two concurrent exchanges, the second finds nothing to spend.
 */
export function spendState(db: Db, stateHash: string, now: string) {
  return db
    .updateTable('external_sign_ins')
    .set({ exchanged_at: now })
    .where('state_hash', '=', stateHash)
    .where('exchanged_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function recordVerifiedSubject(
  db: Db,
  id: number,
  verified: { subject: string; email: string | null; tokenHash: string; tokenExpiresAt: string },
) {
  await db
    .updateTable('external_sign_ins')
    .set({
      subject: verified.subject,
      email: verified.email,
      token_hash: verified.tokenHash,
      token_expires_at: verified.tokenExpiresAt,
    })
    .where('id', '=', id)
    .execute();
}

/** Spends a live authProviderToken: the provider and subject it stands for, once. */
export function spendToken(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('external_sign_ins')
    .set({ token_used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('token_used_at', 'is', null)
    .where('token_expires_at', '>', now)
    .returning(['provider_id', 'subject', 'email', 'purpose', 'identity_id'])
    .executeTakeFirst();
}

export function findLink(db: Db, providerId: number, subject: string) {
  return db
    .selectFrom('external_identities')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export function insertLink(
  db: Db,
  row: {
    identity_id: number;
    provider_id: number;
    subject: string;
    email: string | null;
    created_at: string;
  },
) {
  return db.insertInto('external_identities').values(row).returning('id').executeTakeFirstOrThrow();
}

/** An identity's links with their provider's label, oldest first. */
export function listLinks(db: Db, identityId: number, linkId?: number) {
  let query = db
    .selectFrom('external_identities')
    .innerJoin('auth_providers', 'auth_providers.id', 'external_identities.provider_id')
    .select([
      'external_identities.id as id',
      'external_identities.provider_id as providerId',
      'auth_providers.label as label',
      'external_identities.email as email',
      'external_identities.created_at as createdAt',
    ])
    .where('external_identities.identity_id', '=', identityId);
  if (linkId !== undefined) query = query.where('external_identities.id', '=', linkId);
  return query.orderBy('external_identities.id').execute();
}

/** Deletes a link of this identity: false when it has none of that id. */
export async function deleteLink(db: Db, identityId: number, linkId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('external_identities')
    .where('id', '=', linkId)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes every link of an identity. */
export async function deleteLinksOf(db: Db, identityId: number): Promise<void> {
  await db.deleteFrom('external_identities').where('identity_id', '=', identityId).execute();
}
