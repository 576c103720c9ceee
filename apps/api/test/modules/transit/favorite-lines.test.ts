/**
 * /account/notifications' journey on the api (issue 11): a line found with Transit/getODTrips is
 * followed on a card through Media/updateAlerts.json; another account's card answers exactly as a
 * missing one (403 FORBIDDEN) and keeps its alerts and consents.
 */
import type { CardView, OdTrips } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const ALERTS = {
  email: 'alerts@example.org',
  phone: null,
  deliveryMode: 'EMAIL',
  favoriteModes: ['BOAT'],
};
const CONSENTS = { post: false, sms: true, email: false };

describe.each(DIALECTS)('following a line found between two stops ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('keeps the line of a trip on the card’s alerts, and refuses another account’s card as a missing one', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const mine = await insertCard(app, { accountId: me.userId });
    const theirs = await insertCard(app, { accountId: stranger.userId });

    const { trips } = okResponse(
      await get<OdTrips>(app, 'Transit/getODTrips', { origin: 5, destination: 15 }),
    );
    const code = trips[0]!.line.code;
    expect(code).toBe('B1');
    const saved = okResponse(
      await post<{ card: CardView }>(app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId: mine.id,
        alerts: { ...ALERTS, favoriteLines: [code] },
        consents: CONSENTS,
      }),
    );
    expect(saved.card.alerts?.favoriteLines).toEqual(['B1']);

    const before = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    const attempts = [theirs.id, 2_000_000_000].map((mediaId) =>
      post(app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId,
        alerts: { ...ALERTS, favoriteLines: ['B1'] },
        consents: { post: true, sms: true, email: true },
      }),
    );
    const [foreign, missing] = await Promise.all(attempts);
    expect(foreign!.statusCode).toBe(403);
    expect(koError(foreign!)).toEqual(koError(missing!));
    const after = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
