/** Identities (an e-mail and a password), their ID tokens and the codes mailed to them. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { IdentitiesTable, MailedCodeKind } from '../../db/tables/identity.js';

export function findIdentityByEmail(db: Db, email: string) {
  return db.selectFrom('identities').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findIdentityById(db: Db, id: number) {
  return db.selectFrom('identities').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertIdentity(db: Db, identity: Insertable<IdentitiesTable>) {
  return db.insertInto('identities').values(identity).returningAll().executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Db, identityId: number, passwordHash: string, at: string) {
  await db
    .updateTable('identities')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('id', '=', identityId)
    .execute();
}

/** Marks the e-mail verified, keeping the first verification date. */
export async function markEmailVerified(db: Db, identityId: number, at: string) {
  await db
    .updateTable('identities')
    .set({ email_verified_at: at, updated_at: at })
    .where('id', '=', identityId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function insertIdToken(
  db: Db,
  identityId: number,
  tokenHash: string,
  createdAt: string,
  expiresAt: string,
) {
  await db
    .insertInto('id_tokens')
    .values({ identity_id: identityId, token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
    .execute();
}

export function findLiveIdToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('id_tokens')
    .select(['identity_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Deletes a live ID token: true when this call deleted it. Of two concurrent calls, the second
 * finds nothing to delete, so a token opens at most one session.
 */
export async function deleteLiveIdToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .deleteFrom('id_tokens')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteIdTokens(db: Db, identityId: number) {
  await db.deleteFrom('id_tokens').where('identity_id', '=', identityId).execute();
}

export async function insertMailedCode(
  db: Db,
  code: {
    kind: MailedCodeKind;
    codeHash: string;
    identityId: number;
    createdAt: string;
    expiresAt: string;
    newEmail?: string;
    locale?: string;
  },
) {
  await db
    .insertInto('mailed_codes')
    .values({
      kind: code.kind,
      code_hash: code.codeHash,
      identity_id: code.identityId,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      used_at: null,
      new_email: code.newEmail ?? null,
      locale: code.locale ?? null,
    })
    .execute();
}

/**
 * Uses a mailed code once: true when it matched an unused, unexpired code of that kind and
 * identity. The conditional update makes two concurrent uses succeed at most once.
 */
export async function consumeMailedCode(
  db: Db,
  code: { kind: MailedCodeKind; codeHash: string; identityId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('mailed_codes')
    .set({ used_at: code.now })
    .where('kind', '=', code.kind)
    .where('code_hash', '=', code.codeHash)
    .where('identity_id', '=', code.identityId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', code.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses a mailed code named by its hash alone (a code is 256 random bits, its hash unique): the
 * identity it was mailed to when it matched an unused, unexpired code of that kind, else
 * undefined. The conditional update makes two concurrent uses succeed at most once.
 */
export async function consumeMailedCodeByHash(
  db: Db,
  code: { kind: MailedCodeKind; codeHash: string; now: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('mailed_codes')
    .set({ used_at: code.now })
    .where('kind', '=', code.kind)
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', code.now)
    .returning('identity_id')
    .executeTakeFirst();
  return row?.identity_id;
}

/** Marks every unused code of these kinds of an identity used: none of them can be used any more. */
export async function retireMailedCodes(db: Db, identityId: number, kinds: MailedCodeKind[], now: string) {
  await db
    .updateTable('mailed_codes')
    .set({ used_at: now })
    .where('identity_id', '=', identityId)
    .where('kind', 'in', kinds)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Uses a verification code once, of that identity when one is given (a session's), else named by
 * its hash alone (Actions/useCode): the identity and the address it proves (null: the current
 * one), or undefined when no unused, unexpired code matched. At most one of two concurrent uses
 * succeeds (conditional update).
 */
export async function consumeVerificationCode(
  db: Db,
  code: { codeHash: string; identityId: number | null; now: string },
): Promise<{ identityId: number; newEmail: string | null; locale: string | null } | undefined> {
  let query = db
    .updateTable('mailed_codes')
    .set({ used_at: code.now })
    .where('kind', '=', 'verify')
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', code.now);
  if (code.identityId !== null) query = query.where('identity_id', '=', code.identityId);
  const row = await query.returning(['identity_id', 'new_email', 'locale']).executeTakeFirst();
  return row ? { identityId: row.identity_id, newEmail: row.new_email, locale: row.locale } : undefined;
}

/** Retires every unused e-mail change code of an identity: none of them can move its login any more. */
export async function retirePendingEmailChanges(db: Db, identityId: number, now: string) {
  await db
    .updateTable('mailed_codes')
    .set({ used_at: now })
    .where('identity_id', '=', identityId)
    .where('kind', '=', 'verify')
    .where('new_email', 'is not', null)
    .where('used_at', 'is', null)
    .execute();
}

/** The login address moves to a proven one: verified as of now. */
export async function updateEmail(db: Db, identityId: number, email: string, at: string) {
  await db
    .updateTable('identities')
    .set({ email, email_verified_at: at, updated_at: at })
    .where('id', '=', identityId)
    .execute();
}

/**
 * Replaces the password hash only while it is still the one checked: true when it was. Of two
 * changes checked against the same password at once, the second finds another hash and fails.
 */
export async function replacePasswordHash(
  db: Db,
  identityId: number,
  change: { checkedHash: string; newHash: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('identities')
    .set({ password_hash: change.newHash, updated_at: change.at })
    .where('id', '=', identityId)
    .where('password_hash', '=', change.checkedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Updates the phone of an identity (Account/update.json's contact info). */
export async function updatePhone(db: Db, identityId: number, phone: string, at: string) {
  await db.updateTable('identities').set({ phone, updated_at: at }).where('id', '=', identityId).execute();
}
