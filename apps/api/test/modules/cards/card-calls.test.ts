import { signBody } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post, put } from '../../helpers/api.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

type Card = {
  id: number;
  number: string;
  bookmarked: boolean;
  pendingSale: boolean;
  expired: boolean;
  holder: Record<string, string | null>;
  alerts: null | Record<string, unknown>;
  consents: { post: boolean; sms: boolean; email: boolean };
  contracts: { status: string; renewalInterval: string | null }[];
};

const HOLDER = {
  gender: 'MONSIEUR',
  name: 'Morel',
  firstname: 'Léo',
  birthdate: '2012-09-02',
  socioProfessionalCategory: 'SCHOOL',
  address1: '21 rue du Vieux Port',
  address2: 'Bâtiment B',
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  mobile: '06 39 98 00 42',
  landline: '',
};

describe.each(DIALECTS)('card calls ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('getCards.json answers every field of the Card shape; the demo’s second card has a pending sale', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: demo.userToken }),
    );
    expect(CARDS[0]).toEqual({
      id: expect.any(Number),
      number: '4100000101',
      networkId: 1,
      validityEnd: '2031-05-31',
      expired: false,
      reloadingName: null,
      bookmarked: false,
      hasPhoto: false,
      photoConsent: false,
      pendingSale: false,
      holder: {
        gender: 'MADAME',
        name: 'Morel',
        firstname: 'Claire',
        birthdate: '1987-05-14',
        socioProfessionalCategory: 'EMPLOYEE',
        address1: '19 rue du Vieux Port',
        address2: '',
        zipcode: '99500',
        city: 'Port-Marin',
        country: 'FR',
        mobile: '0639980042',
        landline: '',
      },
      alerts: null,
      consents: { post: false, sms: false, email: false },
      contracts: [
        expect.objectContaining({
          status: 'ACTIVE',
          renewalInterval: 'P1M',
          productId: 105,
          shopItemId: 1005,
        }),
      ],
    });
    expect(CARDS[1]).toMatchObject({ number: '4100000102', pendingSale: true });
    expect(CARDS[1]!.contracts.map((contract) => contract.status).sort()).toEqual([
      'ACTIVE',
      'PENDING_VALIDATION',
    ]);
  });

  it('bookmarks put a card first; removing the bookmark puts it back', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const first = await insertCard(app, { accountId: me.userId });
    const second = await insertCard(app, { accountId: me.userId });
    const numbers = async () =>
      okResponse(
        await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: me.userToken }),
      ).CARDS.map((card) => card.id);
    expect(await numbers()).toEqual([first.id, second.id]);
    const set = okResponse(
      await put<{ card: Card }>(app, 'account/setCardBookmark', {
        userToken: me.userToken,
        userId: me.userId,
        cardId: second.id,
      }),
    );
    expect(set.card).toMatchObject({ id: second.id, bookmarked: true });
    expect(await numbers()).toEqual([second.id, first.id]);
    const removed = okResponse(
      await put<{ card: Card }>(app, 'account/removeCardBookmark', {
        userToken: me.userToken,
        cardId: second.id,
      }),
    );
    expect(removed.card.bookmarked).toBe(false);
    expect(await numbers()).toEqual([first.id, second.id]);
    const otherUser = await put(app, 'account/setCardBookmark', {
      userToken: me.userToken,
      userId: me.userId + 1000,
      cardId: second.id,
    });
    expect(otherUser.statusCode).toBe(403);
  });

  it('getMedias.json lists the cards in short, with the expired state', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const live = await insertCard(app, {
      accountId: me.userId,
      holderName: 'Durand',
      holderFirstname: 'Inès',
    });
    const old = await insertCard(app, { accountId: me.userId, validityEnd: '2020-01-31' });
    const { medias } = okResponse(
      await get<{ medias: unknown[] }>(app, 'Account/getMedias.json', { userToken: me.userToken }),
    );
    expect(medias).toEqual([
      {
        id: live.id,
        number: live.number,
        type: 'CARD',
        expired: false,
        holderName: 'Durand',
        holderFirstname: 'Inès',
      },
      expect.objectContaining({ id: old.id, expired: true }),
    ]);
  });

  it('Media/updateHolder.json saves the holder with the §5 rules; mistakes come back field by field', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    // The same birth date: an associated card's is the mobility centre's to change (decision 058).
    const card = await insertCard(app, { accountId: me.userId, birthdate: HOLDER.birthdate });
    const { card: saved } = okResponse(
      await post<{ card: Card }>(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder: HOLDER,
      }),
    );
    expect(saved.holder).toEqual({ ...HOLDER, mobile: '0639980042' });

    const wrong = await post(app, 'Media/updateHolder.json', {
      userToken: me.userToken,
      mediaId: card.id,
      holder: {
        ...HOLDER,
        name: 'M0rel',
        zipcode: '995',
        mobile: '0123',
        birthdate: '2999-01-01',
        gender: 'X',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(koError(wrong).fields).toEqual({
      'holder.gender': 'validation.invalidValue',
      'holder.name': 'validation.name.characters',
      'holder.birthdate': 'validation.birthdate.invalid',
      'holder.mobile': 'validation.mobile.invalid',
      'holder.zipcode': 'validation.zipcode.invalid',
    });
    const zip = await post(app, 'Media/updateHolder.json', {
      userToken: me.userToken,
      mediaId: card.id,
      holder: { ...HOLDER, zipcode: '995' },
    });
    expect(koError(zip).fields).toEqual({ 'holder.zipcode': 'validation.zipcode.invalid' });
  });

  it('Media/updateAlerts.json saves the alerts and the consents; alerts can be switched off', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const alerts = {
      email: 'Leo.Morel@Example.org',
      phone: null,
      deliveryMode: 'EMAIL',
      favoriteModes: ['BUS', 'BOAT', 'BUS'],
      favoriteLines: ['3', 'B1'],
    };
    const { card: saved } = okResponse(
      await post<{ card: Card }>(app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId: card.id,
        alerts,
        consents: { post: false, sms: true, email: true },
      }),
    );
    expect(saved.alerts).toEqual({
      ...alerts,
      email: 'leo.morel@example.org',
      favoriteModes: ['BUS', 'BOAT'],
    });
    expect(saved.consents).toEqual({ post: false, sms: true, email: true });

    const off = okResponse(
      await post<{ card: Card }>(app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId: card.id,
        alerts: null,
        consents: { post: true, sms: false, email: false },
      }),
    );
    expect(off.card.alerts).toBeNull();

    const noPhone = await post(app, 'Media/updateAlerts.json', {
      userToken: me.userToken,
      mediaId: card.id,
      alerts: { deliveryMode: 'SMS', favoriteModes: ['PLANE'] },
      consents: { post: true, sms: false },
    });
    expect(koError(noPhone).fields).toEqual({
      'alerts.favoriteModes.0': 'validation.invalidValue',
      'consents.email': 'validation.required',
    });
    const sms = await post(app, 'Media/updateAlerts.json', {
      userToken: me.userToken,
      mediaId: card.id,
      alerts: { deliveryMode: 'SMS' },
      consents: { post: true, sms: false, email: false },
    });
    expect(koError(sms).fields).toEqual({ 'alerts.phone': 'validation.required' });
  });

  it('unregisterCard.json and DELETE unregisterMedia (JSON body) remove the card from the account', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const one = await insertCard(app, { accountId: me.userId });
    const two = await insertCard(app, { accountId: me.userId });
    okResponse(await put(app, 'account/setCardBookmark', { userToken: me.userToken, cardId: one.id }));
    expect(
      okResponse(await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: one.id })),
    ).toEqual({});
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/Account/unregisterMedia',
      payload: await signBody({ userToken: me.userToken, userId: me.userId, mediaId: two.id }, SIGNATURE_KEY),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', response: {} });
    const { CARDS } = okResponse(
      await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: me.userToken }),
    );
    expect(CARDS).toEqual([]);
    const row = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: null, bookmarked: 0 });
    // Unregistering again: the card is no longer the caller's.
    const again = await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: one.id });
    expect(again.statusCode).toBe(403);
  });
});
