/**
 * The staff scope (issue 6, part B 5): its calls need a session, and a session whose identity has
 * the staff role. A passenger is refused with 403 FORBIDDEN, whatever else the call says.
 */
import { describe, expect, it } from 'vitest';
import { STAFF } from '../../../src/db/seed-staff.js';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { logInAsStaff, markSecondFactorGiven } from '../../helpers/staff.js';

type Whoami = { staff: { userId: number; email: string } };

describe.each(DIALECTS)('the staff scope: Staff/whoami.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers a staff member who they are, never to be cached', async () => {
    const { app } = ctx();
    const staff = await logInAsStaff(app);
    const answer = await get<Whoami>(app, 'Staff/whoami.json', { userToken: staff.userToken });
    expect(answer.statusCode).toBe(200);
    expect(okResponse(answer)).toEqual({ staff: { userId: staff.userId, email: STAFF.email } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('tells a call without a token to log in (401 UNAUTHORIZED)', async () => {
    const { app } = ctx();
    const answer = await get(app, 'Staff/whoami.json', {});
    expect(answer.statusCode).toBe(401);
    expect(koError(answer).code).toBe('UNAUTHORIZED');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a passenger’s session with 403 FORBIDDEN, in the caller’s language', async () => {
    const { app } = ctx();
    const passenger = await signUpAndLogIn(app);
    const answer = await get(app, 'Staff/whoami.json', { userToken: passenger.userToken, locale: 'en' });
    expect(answer.statusCode).toBe(403);
    expect(koError(answer)).toEqual({
      code: 'FORBIDDEN',
      message: 'You do not have access to this resource.',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a staff session once logged out (401 SESSION_EXPIRED)', async () => {
    const { app } = ctx();
    const staff = await logInAsStaff(app);
    okResponse(await post(app, 'Account/logout.json', { userToken: staff.userToken, user_id: staff.userId }));
    const answer = await get(app, 'Staff/whoami.json', { userToken: staff.userToken });
    expect(answer.statusCode).toBe(401);
    expect(koError(answer).code).toBe('SESSION_EXPIRED');
  });

  it('reads the role with each call: granted or withdrawn in the database, it applies at once', async () => {
    const { app } = ctx();
    const passenger = await signUpAndLogIn(app);
    const setRole = (role: 'passenger' | 'staff') =>
      app.db.updateTable('identities').set({ role }).where('email', '=', passenger.passenger.email).execute();
    await setRole('staff');
    // A staff session gives its second factor before the staff calls (decision 070).
    await markSecondFactorGiven(app, passenger.userToken);
    const granted = await get<Whoami>(app, 'Staff/whoami.json', { userToken: passenger.userToken });
    expect(okResponse(granted).staff).toEqual({ userId: passenger.userId, email: passenger.passenger.email });
    await setRole('passenger');
    const withdrawn = await get(app, 'Staff/whoami.json', { userToken: passenger.userToken });
    expect(withdrawn.statusCode).toBe(403);
  });

  it('tells the portal the role with the user (Account/getUser.json)', async () => {
    const { app } = ctx();
    const passenger = await signUpAndLogIn(app);
    const staff = await logInAsStaff(app);
    const userOf = async (userToken: string) =>
      okResponse(await post<{ user: { role: string } }>(app, 'Account/getUser.json', { userToken })).user;
    expect((await userOf(passenger.userToken)).role).toBe('passenger');
    expect((await userOf(staff.userToken)).role).toBe('staff');
  });

  it('gives a guest no staff role', async () => {
    const { app } = ctx();
    const { user } = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const answer = await get(app, 'Staff/whoami.json', { userToken: user.userToken });
    expect(answer.statusCode).toBe(403);
  });
});
