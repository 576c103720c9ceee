/** The seeded staff member (SEED_DEMO outside production), logged in as the portal does it. */
import type { FastifyInstance } from 'fastify';
import { STAFF } from '../../src/db/seed-staff.js';
import { okResponse, post } from './api.js';

export async function logInAsStaff(app: FastifyInstance): Promise<{ userToken: string; userId: number }> {
  const { idToken } = okResponse(
    await post<{ idToken: string }>(app, 'Identity/signIn', { email: STAFF.email, password: STAFF.password }),
  );
  const { user } = okResponse(
    await post<{ user: { userToken: string; userId: number } }>(app, 'Account/login.json', {
      firebase_token: idToken,
      network_id: 1,
    }),
  );
  return user;
}
