/**
 * Issue 6, privacy: a card that leaves an account keeps only what identifies its holder (family
 * name, first name, civility, birth date) with its number and contracts. The next account that
 * associates it sees no address, phone, category, alerts or consents of the former one, and the
 * photo is gone from the database (docs/decisions/011-api-card-ownership-and-association.md).
 */
import { signBody } from '@oceane/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { answerOf, get, getRaw, koError, okResponse, post, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { postForm } from '../../helpers/multipart.js';
import { signUpAndLogIn, type LoggedIn } from '../../helpers/passengers.js';

type Card = {
  id: number;
  hasPhoto: boolean;
  photoConsent: boolean;
  holder: Record<string, string | null>;
  alerts: unknown;
  consents: { post: boolean; sms: boolean; email: boolean };
  contracts: unknown[];
};

const NAME = 'Quéré';
const BORN = '1979-10-05';

const HOLDER = {
  gender: 'MONSIEUR',
  name: NAME,
  firstname: 'Yann',
  birthdate: BORN,
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '4 venelle des Sardiniers',
  address2: 'Au fond de la cour',
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  mobile: '06 39 98 77 66',
  landline: '02 98 00 11 22',
};

/** The two calls that take a card out of an account. */
const RELEASES: [string, (app: Parameters<typeof post>[0], me: LoggedIn, id: number) => Promise<number>][] = [
  [
    'Account/unregisterCard.json',
    async (app, me, id) =>
      (await post(app, 'Account/unregisterCard.json', { userToken: me.userToken, cardId: id })).statusCode,
  ],
  [
    'DELETE Account/unregisterMedia',
    async (app, me, id) =>
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/Account/unregisterMedia',
          payload: await signBody({ userToken: me.userToken, userId: me.userId, mediaId: id }, SIGNATURE_KEY),
        })
      ).statusCode,
  ],
];

describe.each(DIALECTS)('a released card keeps only its holder’s identity ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  /** Account A fills in everything a card can hold about its holder. */
  async function fullyFilledCard(app: Parameters<typeof post>[0], a: LoggedIn) {
    const card = await insertCard(app, {
      holderName: NAME,
      holderFirstname: 'Yann',
      birthdate: BORN,
      contracts: [{ product: 'MONTHLY_ALL' }],
    });
    const register = (who: LoggedIn) =>
      post<{ card: Card }>(app, 'Account/registerMedia.json', {
        userToken: who.userToken,
        mediaNumber: card.number,
        holderName: NAME,
        holderBirthdate: BORN,
        acceptTerms: true,
      });
    okResponse(await register(a));
    okResponse(
      await post(app, 'Media/updateHolder.json', {
        userToken: a.userToken,
        mediaId: card.id,
        holder: HOLDER,
      }),
    );
    okResponse(
      await post(app, 'Media/updateAlerts.json', {
        userToken: a.userToken,
        mediaId: card.id,
        alerts: {
          email: 'yann.quere@example.org',
          phone: '0639987766',
          deliveryMode: 'SMS',
          favoriteModes: ['BOAT'],
          favoriteLines: ['B1'],
        },
        consents: { post: true, sms: true, email: true },
      }),
    );
    const photo = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const uploaded = await postForm<{ card: Card }>(
      app,
      'Media/uploadMedia.json',
      { userToken: a.userToken, user_id: String(a.userId), mediaId: String(card.id), photoConsent: '1' },
      { filename: 'photo.jpg', contentType: 'image/jpeg', data: photo },
    );
    expect(okResponse(uploaded).card).toMatchObject({ hasPhoto: true, photoConsent: true });
    return { card, register };
  }

  it.each(RELEASES)(
    'after %s, the next account sees no address, phone, alerts, consents nor photo',
    async (_name, release) => {
      const { app } = ctx();
      const a = await signUpAndLogIn(app);
      const b = await signUpAndLogIn(app);
      const { card, register } = await fullyFilledCard(app, a);

      expect(await release(app, a, card.id)).toBe(200);

      const row = await app.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      // The bytes themselves are gone, not only the link to them.
      expect({ ...row, photo: row.photo && `${row.photo.length} bytes` }).toMatchObject({
        account_id: null,
        photo: null,
        photo_type: null,
        photo_width: null,
        photo_height: null,
        photo_updated_at: null,
        photo_consent: 0,
        holder_category: null,
        holder_address1: null,
        holder_address2: null,
        holder_zipcode: null,
        holder_city: null,
        holder_country: null,
        holder_mobile: null,
        holder_landline: null,
        alerts_email: null,
        alerts_phone: null,
        alerts_delivery_mode: null,
        consent_post: 0,
        consent_sms: 0,
        consent_email: 0,
      });

      const { card: seen } = okResponse(await register(b));
      expect(seen.holder).toEqual({
        gender: 'MONSIEUR',
        name: NAME,
        firstname: 'Yann',
        birthdate: BORN,
        socioProfessionalCategory: null,
        address1: '',
        address2: '',
        zipcode: '',
        city: '',
        country: 'FR',
        mobile: '',
        landline: '',
      });
      expect(seen).toMatchObject({
        hasPhoto: false,
        photoConsent: false,
        alerts: null,
        consents: { post: false, sms: false, email: false },
      });
      expect(seen.contracts).toHaveLength(1);

      const photo = await getRaw(app, 'Media/photo', { userToken: b.userToken, mediaId: card.id });
      expect(photo.statusCode).toBe(404);
      expect(photo.json()).toMatchObject({ status: 'ko', error: { code: 'NOT_FOUND' } });

      // What B reads through the other calls says no more.
      const listed = okResponse(
        await get<{ CARDS: Card[] }>(app, 'Account/getCards.json', { userToken: b.userToken }),
      );
      expect(listed.CARDS).toEqual([seen]);
    },
  );

  it('the former account gets the same refusal for the released card as for a missing one', async () => {
    const { app } = ctx();
    const a = await signUpAndLogIn(app);
    const { card } = await fullyFilledCard(app, a);
    okResponse(await post(app, 'Account/unregisterCard.json', { userToken: a.userToken, cardId: card.id }));
    const answers: Answer[] = [];
    for (const mediaId of [card.id, 987_654]) {
      const photo = await getRaw(app, 'Media/photo', { userToken: a.userToken, mediaId });
      answers.push({ ...answerOf(photo), headers: {} });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(koError(answers[0]!).code).toBe('FORBIDDEN');
  });
});
