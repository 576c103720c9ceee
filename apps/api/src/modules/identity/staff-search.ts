/** The back office's reads of the identities (decision 073): by a part of the e-mail, by id. */
import type { Db } from '../../db/index.js';

/** Identities whose address contains the text (addresses are kept in lower case). */
export function identitiesByEmailPart(db: Db, text: string, limit: number) {
  // `%` and `\` dropped (no escape character is common to SQLite and PostgreSQL); `_` matches itself too.
  const pattern = `%${text.toLowerCase().replace(/[\\%]/g, '')}%`;
  return db
    .selectFrom('identities')
    .select(['id', 'email'])
    .where('email', 'like', pattern)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Some identities' addresses by id. */
export function emailsOfIdentities(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('identities').select(['id', 'email']).where('id', 'in', ids).execute();
}
