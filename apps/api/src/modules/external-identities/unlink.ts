/**
 * Every external identity of an identity unlinked at once (decision 057): a reset, a password
 * change or a login moved to a new address ends the ways in that skip the new secret, so an
 * account of a provider linked before, by the owner or by whoever held the account, no longer
 * signs in. Linking again is one trip to the provider from /account/identities.
 */
import type { Db } from '../../db/index.js';
import { deleteLinksOf, listLinks } from './repo.js';

/** Unlinks them all: the provider and the address of each, oldest first, for the owner's mail. */
export async function unlinkIdentitiesOf(
  trx: Db,
  identityId: number,
): Promise<Array<{ label: string; email: string | null }>> {
  const links = await listLinks(trx, identityId);
  await deleteLinksOf(trx, identityId);
  return links.map((link) => ({ label: link.label, email: link.email }));
}
