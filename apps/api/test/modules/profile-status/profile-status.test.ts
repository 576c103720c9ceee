/**
 * Networks/getProfileStatus.json (issue 10): the caller's profile for ordering a card, read from
 * their account and cards; a fresh account, the demo account and a guest differ.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const PATH = 'Networks/getProfileStatus.json';
type Status = {
  profileStatus: {
    networkId: number;
    emailVerified: boolean;
    missing: string[];
    canOrderCards: boolean;
    cardsHeld: number;
  };
};

describe.each(DIALECTS)('GET Networks/getProfileStatus.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a fresh account: e-mail not verified yet, nothing missing, no card, may order', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    expect(okResponse(await get<Status>(app, PATH, { userToken: me.userToken }))).toEqual({
      profileStatus: { networkId: 1, emailVerified: false, missing: [], canOrderCards: true, cardsHeld: 0 },
    });
    // A card associated later counts, and the answer follows.
    await insertCard(app, { accountId: me.userId });
    const after = okResponse(await get<Status>(app, PATH, { userToken: me.userToken, network_id: 1 }));
    expect(after.profileStatus.cardsHeld).toBe(1);
  });

  it('the demo account: verified, and holding the cards getMedias lists', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const { medias } = okResponse(
      await get<{ medias: unknown[] }>(app, 'Account/getMedias.json', { userToken: demo.userToken }),
    );
    const { profileStatus } = okResponse(await get<Status>(app, PATH, { userToken: demo.userToken }));
    expect(medias.length).toBeGreaterThan(1);
    expect(profileStatus).toEqual({
      networkId: 1,
      emailVerified: true,
      missing: [],
      canOrderCards: true,
      cardsHeld: medias.length,
    });
  });

  it('a guest: no e-mail and no mobile number yet', async () => {
    const { app } = ctx();
    const { user } = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        network_id: 1,
        authAsGuest: true,
      }),
    );
    const { profileStatus } = okResponse(await get<Status>(app, PATH, { userToken: user.userToken }));
    expect(profileStatus).toMatchObject({ emailVerified: false, missing: ['phone'], cardsHeld: 0 });
  });

  it('needs a session, and refuses another network (403) or a malformed query (400)', async () => {
    const { app } = ctx();
    const none = await get(app, PATH, {});
    expect(none.statusCode).toBe(401);
    const stale = await get(app, PATH, { userToken: 'not-a-session' });
    expect(koError(stale).code).toBe('SESSION_EXPIRED');
    const me = await signUpAndLogIn(app);
    const other = await get(app, PATH, { userToken: me.userToken, network_id: 2 });
    expect(other.statusCode).toBe(403);
    expect(koError(other).code).toBe('FORBIDDEN');
    for (const query of [{ network_id: 'abc' }, { network_id: '0' }, { extra: 'x'.repeat(10_000) }]) {
      const answer = await get(app, PATH, { userToken: me.userToken, ...query });
      expect(answer.statusCode).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });
});
