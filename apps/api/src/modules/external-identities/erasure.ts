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

/**
 * The links deleted, the provider's answers still kept for them (subject and e-mail, a day at
 * most), and the linking trips the identity's sessions started (decision 055).
 */
export async function eraseLinkedIdentities(trx: Db, identityId: number): Promise<void> {
  await trx.deleteFrom('external_sign_ins').where('identity_id', '=', identityId).execute();
  const links = await trx
    .selectFrom('external_identities')
    .select(['provider_id', 'subject'])
    .where('identity_id', '=', identityId)
    .execute();
  for (const link of links)
    await trx
      .deleteFrom('external_sign_ins')
      .where('provider_id', '=', link.provider_id)
      .where('subject', '=', link.subject)
      .execute();
  await trx.deleteFrom('external_identities').where('identity_id', '=', identityId).execute();
}
