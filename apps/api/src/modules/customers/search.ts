/**
 * Staff/searchCustomers.json (decision 073): one box for a name, an e-mail, a card number, an
 * order reference or an invoice number, accents and case ignored, on the staff's network only.
 * Each key is read from its owner's service; the exact keys (card, order, invoice) come first.
 */
import { CUSTOMER_SEARCH_LIMIT, type CustomerMatchKind, type CustomerSearchResult } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import {
  accountsByIds,
  accountsByNameKey,
  accountsOfIdentities,
  fillMissingSearchNames,
} from '../account/service.js';
import { cardsByNumberPrefix } from '../cards/service.js';
import { emailsOfIdentities, identitiesByEmailPart } from '../identity/service.js';
import { invoicesByNumberPrefix } from '../invoices/service.js';
import { ordersByReferencePrefix } from '../orders/service.js';
import { searchKey } from './search-key.js';

type Hit = { accountId: number; kind: CustomerMatchKind; value: string };

/** The profiles whose first and family names hold the text, accents and case ignored (decision 073). */
async function byName(db: Db, networkId: number, key: string, limit: number): Promise<Hit[]> {
  // Rows written without the search form (the seed, rows of before the column) get it first.
  while ((await fillMissingSearchNames(db)) > 0);
  return (await accountsByNameKey(db, networkId, key, limit)).map((account) => ({
    accountId: account.id,
    kind: 'name' as const,
    value: `${account.firstname} ${account.name}`,
  }));
}

async function byEmail(db: Db, networkId: number, text: string, limit: number): Promise<Hit[]> {
  const identities = await identitiesByEmailPart(db, text, limit);
  const emailOf = new Map(identities.map((identity) => [identity.id, identity.email]));
  const accounts = await accountsOfIdentities(db, [...emailOf.keys()], networkId);
  return accounts.map((account) => ({
    accountId: account.id,
    kind: 'email' as const,
    value: emailOf.get(account.identity_id!) ?? '',
  }));
}

export async function searchCustomers(db: Db, networkId: number, q: string): Promise<CustomerSearchResult[]> {
  const text = q.trim();
  const key = searchKey(text);
  const limit = CUSTOMER_SEARCH_LIMIT;
  const digits = text.replace(/\s+/g, '');
  const hits: Hit[] = [];
  if (/^\d{2,}$/.test(digits)) {
    for (const card of await cardsByNumberPrefix(db, networkId, digits, limit)) {
      hits.push({ accountId: card.account_id!, kind: 'card', value: card.number });
    }
  }
  if (/^[a-z]{1,2}[-\d]/i.test(text)) {
    for (const order of await ordersByReferencePrefix(db, networkId, text, limit)) {
      hits.push({ accountId: order.account_id, kind: 'order', value: order.reference ?? '' });
    }
    for (const invoice of await invoicesByNumberPrefix(db, text, limit)) {
      hits.push({ accountId: invoice.account_id, kind: 'invoice', value: invoice.number });
    }
  }
  if (!/\s/.test(text)) hits.push(...(await byEmail(db, networkId, text, limit)));
  if (/\p{L}/u.test(key)) hits.push(...(await byName(db, networkId, key, limit)));

  // One result per profile, its first match; only the staff's network (an invoice names no network).
  const first = new Map<number, Hit>();
  for (const hit of hits) if (!first.has(hit.accountId)) first.set(hit.accountId, hit);
  const accounts = (await accountsByIds(db, [...first.keys()])).filter(
    (account) => account.network_id === networkId,
  );
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const identityIds = accounts.flatMap((account) =>
    account.identity_id === null ? [] : [account.identity_id],
  );
  const emailOf = new Map((await emailsOfIdentities(db, identityIds)).map((row) => [row.id, row.email]));
  const results: CustomerSearchResult[] = [];
  for (const hit of first.values()) {
    const account = byId.get(hit.accountId);
    if (!account) continue;
    results.push({
      accountId: account.id,
      email: account.identity_id === null ? null : (emailOf.get(account.identity_id) ?? null),
      name: account.name,
      firstname: account.firstname,
      matched: { kind: hit.kind, value: hit.value },
    });
    if (results.length >= limit) break;
  }
  return results;
}
