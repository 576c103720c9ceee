/**
 * The seeded staff (SEED_DEMO outside production), logged in as the portal does it. The second
 * factor (decision 070) is the subject of test/modules/staff-auth: for the other staff calls'
 * tests, `logInAsStaff` marks the session as having given it, straight in the database, and
 * `logInStaffOnly` leaves it at the password.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF, SUPERVISOR } from '../../src/db/seed-staff.js';
import { okResponse, post } from './api.js';

type StaffLogin = { userToken: string; userId: number };
type Person = { email: string; password: string };

/** Signed in with the password only: the staff scope answers SECOND_FACTOR_REQUIRED but for the factor's calls. */
export async function logInStaffOnly(app: FastifyInstance, person: Person = STAFF): Promise<StaffLogin> {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', {
      email: person.email,
      password: person.password,
    }),
  );
  const { user } = okResponse(
    await post<{ user: StaffLogin }>(app, 'Account/login.json', { firebase_token: idToken, network_id: 1 }),
  );
  return user;
}

/** Marks a session as having given its second factor (what Staff/verifySecondFactor.json does). */
export async function markSecondFactorGiven(app: FastifyInstance, userToken: string): Promise<void> {
  await app.db
    .updateTable('sessions')
    .set({ second_factor_at: new Date().toISOString() })
    .where('token_hash', '=', createHash('sha256').update(userToken).digest('hex'))
    .execute();
}

/** The seeded agent, signed in with both factors. */
export async function logInAsStaff(app: FastifyInstance, person: Person = STAFF): Promise<StaffLogin> {
  const user = await logInStaffOnly(app, person);
  await markSecondFactorGiven(app, user.userToken);
  return user;
}

/** The seeded supervisor, signed in with both factors. */
export function logInAsSupervisor(app: FastifyInstance): Promise<StaffLogin> {
  return logInAsStaff(app, SUPERVISOR);
}
