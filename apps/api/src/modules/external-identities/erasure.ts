/**
 * The external-identities module's part of "Your data" (decisions 048, 049): the OpenID Connect
 * identities linked to the identity for the export (provider, subject, e-mail, date), and the
 * erasure: the links deleted, so the external account can no longer sign in to anything.
 */
import type { Db } from '../../db/index.js';

export function linkedIdentitiesForExport(db: Db, identityId: number) {
  return db
    .selectFrom('external_identities')
    .innerJoin('auth_providers', 'auth_providers.id', 'external_identities.provider_id')
    .select([
      'auth_providers.label as provider',
      'auth_providers.issuer as issuer',
      'external_identities.subject as subject',
      'external_identities.email as email',
      'external_identities.created_at as createdAt',
    ])
    .where('external_identities.identity_id', '=', identityId)
    .orderBy('external_identities.id')
    .execute();
}

export async function eraseLinkedIdentities(trx: Db, identityId: number): Promise<void> {
  await trx.deleteFrom('external_identities').where('identity_id', '=', identityId).execute();
}
