import { describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

describe.each(DIALECTS)('POST Media/requestDuplicate.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('says a duplicate fee missing from the catalogue in its own words, not the reload’s (DUPLICATE_FEE_UNAVAILABLE)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    // The catalogue is the block's: its fee is on sale again for the next test.
    const onSale = (active: 0 | 1) =>
      app.db.updateTable('products').set({ active }).where('code', '=', 'CARD_DUPLICATE_FEE').execute();
    onTestFinished(async () => {
      await onSale(1);
    });
    await onSale(0);
    const ask = (locale: string) =>
      post(app, 'Media/requestDuplicate.json', {
        userToken: me.userToken,
        mediaId: card.id,
        reason: 'LOST',
        locale,
      });
    const french = await ask('fr');
    expect(french.statusCode).toBe(409);
    expect(koError(french)).toEqual({
      code: 'DUPLICATE_FEE_UNAVAILABLE',
      message:
        'Le duplicata ne peut pas être demandé en ligne pour le moment\u00a0: la Maison de la mobilité l’établit sur place ou par téléphone.',
    });
    expect(koError(await ask('en')).message).toBe(
      'A duplicate cannot be requested online at the moment: the Maison de la mobilité issues it at its desk or by phone.',
    );
    const requests = await app.db
      .selectFrom('duplicate_requests')
      .select('id')
      .where('media_id', '=', card.id)
      .execute();
    expect(requests).toEqual([]);
  });

  it('answers a request awaiting payment of the catalogue’s fee; asking again answers the open one with the new reason', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const ask = (reason: string, locale = 'fr') =>
      post<{ duplicateRequest: { id: number; reason: string; fee: { name: string } } }>(
        app,
        'Media/requestDuplicate.json',
        { userToken: me.userToken, mediaId: card.id, reason, locale },
      );
    const { duplicateRequest } = okResponse(await ask('LOST'));
    expect(duplicateRequest).toEqual({
      id: expect.any(Number),
      mediaId: card.id,
      reason: 'LOST',
      status: 'AWAITING_PAYMENT',
      fee: {
        productId: 112,
        shopItemId: 1012,
        name: 'Frais de duplicata de carte',
        price: '10.00',
        installments: [1],
      },
    });
    const second = okResponse(await ask('STOLEN', 'en')).duplicateRequest;
    expect(second).toMatchObject({
      id: duplicateRequest.id,
      reason: 'STOLEN',
      fee: { name: 'Card duplicate fee' },
    });
    const stored = await app.db
      .selectFrom('duplicate_requests')
      .select(['id', 'reason', 'status'])
      .where('media_id', '=', card.id)
      .execute();
    expect(stored).toEqual([{ id: duplicateRequest.id, reason: 'STOLEN', status: 'AWAITING_PAYMENT' }]);
    expect(koError(await ask('BURNT')).fields).toEqual({ reason: 'validation.required' });

    // Unregistering the card cancels its open request; the next owner starts afresh.
    okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: card.id }));
    const other = await signUpAndLogIn(app);
    okResponse(
      await post(app, 'Account/registerMedia.json', {
        userToken: other.userToken,
        mediaNumber: card.number,
        holderName: 'Le Goff',
        holderBirthdate: '1991-03-08',
        acceptTerms: true,
      }),
    );
    const fresh = okResponse(
      await post<{ duplicateRequest: { id: number; reason: string } }>(app, 'Media/requestDuplicate.json', {
        userToken: other.userToken,
        mediaId: card.id,
        reason: 'DAMAGED',
      }),
    ).duplicateRequest;
    expect(fresh.id).not.toBe(duplicateRequest.id);
    expect(fresh.reason).toBe('DAMAGED');
  });

  it('two requests at once for one card make one open request, with one of their reasons', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const answers = await Promise.all(
      (['LOST', 'DAMAGED'] as const).map(async (reason) =>
        okResponse(
          await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
            userToken: me.userToken,
            mediaId: card.id,
            reason,
          }),
        ),
      ),
    );
    expect(answers[0]!.duplicateRequest.id).toBe(answers[1]!.duplicateRequest.id);
    const stored = await app.db
      .selectFrom('duplicate_requests')
      .select('reason')
      .where('media_id', '=', card.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(['LOST', 'DAMAGED']).toContain(stored[0]!.reason);
  });

  it('refuses an expired card and another account’s card', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const old = await insertCard(app, { accountId: me.userId, expired: true });
    const card = await insertCard(app, { accountId: me.userId });
    const ask = (userToken: string, mediaId: number) =>
      post(app, 'Media/requestDuplicate.json', { userToken, mediaId, reason: 'LOST' });
    expect(koError(await ask(me.userToken, old.id)).code).toBe('CARD_EXPIRED');
    const foreign = await ask(stranger.userToken, card.id);
    expect(foreign.statusCode).toBe(403);
    expect((await ask(stranger.userToken, 999999)).body).toEqual(foreign.body);
  });
});
