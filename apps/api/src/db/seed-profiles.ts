/**
 * Issue 11 (decision 049): a demo identity with two profiles on the network, so that its login
 * asks which one to open (spec §4). Its own e-mail: the demo account's login stays one step.
 * Created once; an identity already there with that address is left as it is.
 */
import type { Db } from './index.js';
import { hashPassword } from '../lib/passwords.js';
import { NETWORK } from './seed-catalogue.js';

export const FAMILY = {
  email: 'famille@example.org',
  password: 'famille-password-2026',
  phone: '0639980043',
  profiles: [
    { name: 'Le Bihan', firstname: 'Gwenaëlle' },
    { name: 'Le Bihan', firstname: 'Erwan' },
  ],
} as const;

export async function seedFamily(db: Db, now: string): Promise<void> {
  const existing = await db
    .selectFrom('identities')
    .select('id')
    .where('email', '=', FAMILY.email)
    .executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(FAMILY.password);
  const [first] = FAMILY.profiles;
  await db.transaction().execute(async (trx) => {
    const identity = await trx
      .insertInto('identities')
      .values({
        email: FAMILY.email,
        password_hash: passwordHash,
        name: first.name,
        firstname: first.firstname,
        phone: FAMILY.phone,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
        role: 'passenger',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const profile of FAMILY.profiles)
      await trx
        .insertInto('accounts')
        .values({
          identity_id: identity.id,
          network_id: NETWORK.id,
          name: profile.name,
          firstname: profile.firstname,
          guest: 0,
          disabled: 0,
          created_at: now,
        })
        .execute();
  });
}
