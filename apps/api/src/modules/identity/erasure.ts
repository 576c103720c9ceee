/**
 * The identity's part of "Your data" (decision 049): checking the password before an erasure is
 * asked for, what the export shows of the identity, and the erasure itself: the identity, its ID
 * tokens and mailed codes deleted (run after every profile has let go of it).
 */
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findIdentityById } from './repo.js';

/** INVALID_PASSWORD unless the password is the identity's. */
export async function checkIdentityPassword(db: Db, identityId: number, password: string): Promise<void> {
  const identity = await findIdentityById(db, identityId);
  if (!identity || !(await verifyPassword(identity.password_hash, password)))
    throw new AppError('INVALID_PASSWORD');
}

/** What the identity holds, for the export (never the password's hash). */
export async function identityForExport(db: Db, identityId: number) {
  const identity = await findIdentityById(db, identityId);
  if (!identity) return null;
  return {
    email: identity.email,
    name: identity.name,
    firstname: identity.firstname,
    phone: identity.phone,
    emailVerifiedAt: identity.email_verified_at,
    createdAt: identity.created_at,
    updatedAt: identity.updated_at,
  };
}

export async function eraseIdentity(trx: Db, identityId: number): Promise<void> {
  await trx.deleteFrom('id_tokens').where('identity_id', '=', identityId).execute();
  await trx.deleteFrom('mailed_codes').where('identity_id', '=', identityId).execute();
  await trx.deleteFrom('identities').where('id', '=', identityId).execute();
}
