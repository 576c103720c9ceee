/**
 * The staff's TOTP secrets sealed at rest (decision 078): the column never holds the base32
 * secret, the app's codes still pass, a plaintext left from before is sealed at start, and
 * another key opens nothing (the code is refused, the session stays out).
 */
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { authenticate } from '../../../src/modules/sessions/service.js';
import {
  createStaffMember,
  sealPlaintextTotpSecrets,
  verifySecondFactor,
} from '../../../src/modules/staff-auth/service.js';
import { SecretBoxError } from '../../../src/lib/secret-box.js';
import { useTestApp } from '../../helpers/app.js';
import { get, okResponse, post } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';
import { logInStaffOnly } from '../../helpers/staff.js';

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(DIALECTS)('the staff TOTP secret sealed at rest ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  let made = 0;

  async function newAgent() {
    const { app } = ctx();
    made += 1;
    const person = { email: `sealed-${made}@example.org`, password: 'a-long-staff-password-2026' };
    const created = await createStaffMember(app.db, { ...person, role: 'agent' });
    if (!created.created) throw new Error(created.reason);
    return { ...person, identityId: created.identityId };
  }

  const storedSecret = async (identityId: number) =>
    (
      await ctx()
        .app.db.selectFrom('staff_second_factors')
        .select('secret')
        .where('identity_id', '=', identityId)
        .executeTakeFirstOrThrow()
    ).secret;

  async function enrolled() {
    const { app } = ctx();
    const person = await newAgent();
    const session = await logInStaffOnly(app, person);
    const { secret } = okResponse(
      await post<{ secret: string }>(app, 'Staff/enrolSecondFactor.json', { userToken: session.userToken }),
    );
    okResponse(
      await post(app, 'Staff/confirmSecondFactor.json', {
        userToken: session.userToken,
        code: await codeAt(secret),
      }),
    );
    return { person, secret };
  }

  it('never stores the base32 secret, and the app’s codes still sign in', async () => {
    const { app } = ctx();
    const { person, secret } = await enrolled();
    const stored = await storedSecret(person.identityId);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect(stored.toUpperCase()).not.toContain(secret);
    const next = await logInStaffOnly(app, person);
    okResponse(
      await post(app, 'Staff/verifySecondFactor.json', {
        userToken: next.userToken,
        code: await codeAt(secret, 1),
      }),
    );
    expect((await get(app, 'Staff/whoami.json', { userToken: next.userToken })).statusCode).toBe(200);
  });

  it('fails closed under another key: the code is refused and the session stays out of the staff scope', async () => {
    const { app, config } = ctx();
    const { person, secret } = await enrolled();
    const next = await logInStaffOnly(app, person);
    const otherKey = {
      ...app.ctx,
      config: { ...config, staffTotpKey: 'another-staff-totp-key-of-32-characters!' },
    };
    await expect(
      verifySecondFactor(
        otherKey,
        await authenticate(app.db, config, next.userToken),
        await codeAt(secret, 2),
      ),
    ).rejects.toBeInstanceOf(SecretBoxError);
    expect((await get(app, 'Staff/whoami.json', { userToken: next.userToken })).statusCode).toBe(403);
  });

  it('seals at start a secret stored in plaintext before, which then still signs in', async () => {
    const { app } = ctx();
    const person = await newAgent();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await app.db
      .insertInto('staff_second_factors')
      .values({
        identity_id: person.identityId,
        secret,
        created_at: new Date().toISOString(),
        enrolled_at: new Date().toISOString(),
        last_time_step: null,
      })
      .execute();
    expect(await sealPlaintextTotpSecrets(app.ctx)).toBe(1);
    expect(await sealPlaintextTotpSecrets(app.ctx)).toBe(0);
    const stored = await storedSecret(person.identityId);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(secret);
    const session = await logInStaffOnly(app, person);
    okResponse(
      await post(app, 'Staff/verifySecondFactor.json', {
        userToken: session.userToken,
        code: await codeAt(secret),
      }),
    );
    expect((await get(app, 'Staff/whoami.json', { userToken: session.userToken })).statusCode).toBe(200);
  });
});
