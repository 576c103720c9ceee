import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Card = { id: number; number: string; pendingSale: boolean; contracts: { id: number; status: string }[] };
type Punch = {
  validation: { id: number; mediaId: number; mode: string; line: string; validatedAt: string };
  settled: number[];
};

describe.each(DIALECTS)('POST Ticket/punchTicket.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a validation on a bus settles the pending sale that getCards shows', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const cards = async () =>
      okResponse(await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: demo.userToken }))
        .CARDS;
    const leo = (await cards()).find((card) => card.number === '4100000102')!;
    expect(leo.pendingSale).toBe(true);
    const pending = leo.contracts.filter((contract) => contract.status === 'PENDING_VALIDATION');
    expect(pending).toHaveLength(1);

    const punch = okResponse(
      await post<Punch>(app, 'Ticket/punchTicket.json', {
        userToken: demo.userToken,
        mediaId: leo.id,
        mode: 'BUS',
        line: '3',
      }),
    );
    expect(punch.validation).toMatchObject({ mediaId: leo.id, mode: 'BUS', line: '3' });
    expect(Date.parse(punch.validation.validatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(punch.settled).toEqual([pending[0]!.id]);

    const after = (await cards()).find((card) => card.id === leo.id)!;
    expect(after.pendingSale).toBe(false);
    expect(after.contracts.every((contract) => contract.status === 'ACTIVE')).toBe(true);

    // A second validation settles nothing more, and is recorded too.
    const again = okResponse(
      await post<Punch>(app, 'Ticket/punchTicket.json', {
        userToken: demo.userToken,
        mediaId: leo.id,
        mode: 'BOAT',
        line: 'Navette',
      }),
    );
    expect(again.settled).toEqual([]);
    const rows = await app.db
      .selectFrom('validations')
      .select(['mode', 'line'])
      .where('media_id', '=', leo.id)
      .execute();
    expect(rows).toEqual([
      { mode: 'BUS', line: '3' },
      { mode: 'BOAT', line: 'Navette' },
    ]);
  });

  it('refuses an expired card, an unknown mode and another account’s card', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const old = await insertCard(app, { accountId: me.userId, validityEnd: '2024-12-31' });
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION' }],
    });
    const punch = (userToken: string, mediaId: number, mode = 'BUS') =>
      post(app, 'Ticket/punchTicket.json', { userToken, mediaId, mode, line: '1' });
    const expired = await punch(me.userToken, old.id);
    expect(expired.statusCode).toBe(409);
    expect(koError(expired).code).toBe('CARD_EXPIRED');
    expect(koError(await punch(me.userToken, card.id, 'PLANE')).fields).toEqual({
      mode: 'validation.invalidValue',
    });
    const foreign = await punch(stranger.userToken, card.id);
    expect(foreign.statusCode).toBe(403);
    expect((await punch(stranger.userToken, 999999)).body).toEqual(foreign.body);
    const untouched = await app.db
      .selectFrom('contracts')
      .select('status')
      .where('media_id', '=', card.id)
      .execute();
    expect(untouched).toEqual([{ status: 'PENDING_VALIDATION' }]);
  });
});
