/**
 * "Your data" (decision 049): Account/exportData's ZIP, and the erasure asked with
 * Account/requestErasure and spent on Actions/useCode LEGACY_ACCOUNT_ANONYMIZATION.
 */
import { unzipSync, strFromU8 } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { getRaw, koError, okResponse, post, put } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { latestLink } from '../../helpers/mailbox.js';
import { insertOrder } from '../../helpers/orders.js';
import {
  freshPassenger,
  signUpAndLogIn,
  signUpVerifiedAndLogIn,
  verifyAddress,
  type LoggedIn,
} from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';
import { PDF, pdfFile, upload } from '../documents/support.js';
import { invoicePdfOfOrder } from '../../../src/modules/invoices/service.js';
import { pair, pairedDevice, pollStatus, startPairing } from '../pairing/support.js';

type ExportedData = {
  identity: Record<string, unknown>;
  profiles: unknown[];
  cards: Array<{ number: string; holder_name: string; photoFile: string; contracts: unknown[] }>;
  orders: Array<{ id: number; invoice: { number: string } }>;
  documents: Array<{ id: number; file: string }>;
};

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

/** A passenger with a card (photo, contract), a paid order with its invoice and a proof. */
async function holder(app: FastifyInstance) {
  const login = await signUpAndLogIn(app, freshPassenger({ name: 'Quillebeuf', firstname: 'Philomène' }));
  const card = await insertCard(app, {
    accountId: login.userId,
    holderName: 'Quillebeuf',
    holderFirstname: 'Philomène',
    contracts: [{ product: 'MONTHLY_ALL', status: 'ACTIVE' }],
  });
  await app.db
    .updateTable('media')
    .set({ photo: PHOTO, photo_type: 'image/jpeg' })
    .where('id', '=', card.id)
    .execute();
  const order = await insertOrder(app, {
    accountId: login.userId,
    mediaId: card.id,
    invoiceAt: new Date().toISOString(),
  });
  const proof = okResponse(await upload(app, login, 'IDENTITY', pdfFile())).document.id;
  return { login, card, order, proof };
}

async function requestCode(app: FastifyInstance, login: LoggedIn): Promise<string> {
  okResponse(
    await post(app, 'Account/requestErasure', {
      userToken: login.userToken,
      password: login.passenger.password,
    }),
  );
  const link = await latestLink(app, login.passenger.email, '/account/data');
  return link.searchParams.get('code')!;
}

const erase = (app: FastifyInstance, code: string) =>
  put(app, 'Actions/useCode', { code, action: 'LEGACY_ACCOUNT_ANONYMIZATION' });

describe.each(DIALECTS)('your data ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('exports a ZIP of the JSON and the files: documents, card photos, invoices', async () => {
    const { app } = ctx();
    const { login, card, order, proof } = await holder(app);
    const response = await getRaw(app, 'Account/exportData', { userToken: login.userToken, locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files['donnees.json']!)) as ExportedData;
    expect(data.identity).toMatchObject({ email: login.passenger.email, name: 'Quillebeuf' });
    expect(JSON.stringify(data)).not.toContain('password');
    expect(data.profiles).toEqual([
      expect.objectContaining({ userId: login.userId, firstname: 'Philomène' }),
    ]);
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ number: card.number, holder_name: 'Quillebeuf' });
    expect(data.cards[0]!.contracts).toHaveLength(1);
    expect(Buffer.from(files[data.cards[0]!.photoFile]!).equals(PHOTO)).toBe(true);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        invoice: expect.objectContaining({ number: expect.stringMatching(/^F\d{4}-/) }),
      }),
    ]);
    const invoice = Object.keys(files).find((name) => name.startsWith('factures/'))!;
    expect(pdfText(Buffer.from(files[invoice]!))).toContain(data.orders[0]!.invoice.number);
    const document = data.documents.find((d) => d.id === proof)!;
    expect(Buffer.from(files[document.file]!).equals(PDF)).toBe(true);
  });

  it('another account’s export holds none of the first one’s data', async () => {
    const { app } = ctx();
    const { login, card } = await holder(app);
    const stranger = await signUpAndLogIn(app);
    const response = await getRaw(app, 'Account/exportData', { userToken: stranger.userToken });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual(['donnees.json']);
    const text = strFromU8(files['donnees.json']!);
    for (const marker of [login.passenger.email, card.number, 'Quillebeuf'])
      expect(text).not.toContain(marker);
  });

  it('erases the account with the mailed code: no login, invoices kept and printable, cards released', async () => {
    const { app } = ctx();
    const { login, card, order, proof } = await holder(app);
    const wrong = await post(app, 'Account/requestErasure', {
      userToken: login.userToken,
      password: 'not-the-password',
    });
    expect([wrong.statusCode, koError(wrong).code]).toEqual([400, 'INVALID_PASSWORD']);
    const code = await requestCode(app, login);
    const invoiceBefore = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();

    expect(okResponse(await erase(app, code))).toEqual({ action: 'LEGACY_ACCOUNT_ANONYMIZATION' });

    // Sessions ended, sign-in impossible, the address free again.
    expect((await post(app, 'Account/touch', { userToken: login.userToken })).statusCode).toBe(401);
    const signIn = await post(app, 'Identity/signIn', {
      email: login.passenger.email,
      password: login.passenger.password,
    });
    expect(koError(signIn).code).toBe('EMAIL_NOT_FOUND');
    // The profile is kept for the orders, without a name; the card keeps its number and contracts only.
    const account = await app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', login.userId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ name: '', firstname: '', disabled: 1, identity_id: null });
    const released = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(released).toMatchObject({ account_id: null, holder_name: '', holder_firstname: '', photo: null });
    const document = await app.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', proof)
      .executeTakeFirstOrThrow();
    expect([document.data, document.file_name, document.deleted_at !== null]).toEqual([null, '', true]);
    const item = await app.db
      .selectFrom('order_items')
      .select('holder_name')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(item.holder_name).toBe('');
    // The invoice stays as issued and prints (ten years, decision 049).
    const invoiceAfter = await app.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(invoiceAfter).toEqual(invoiceBefore);
    const printed = await invoicePdfOfOrder(app.db, order.id, 'fr');
    expect(pdfText(printed!.pdf)).toContain(invoiceAfter.number);
    // Nothing of the person is left in the identity's tables.
    const identities = await app.db
      .selectFrom('identities')
      .select('id')
      .where('email', '=', login.passenger.email)
      .execute();
    expect(identities).toEqual([]);

    // The code is spent: the second use is refused and changes nothing.
    const reused = await erase(app, code);
    expect([reused.statusCode, koError(reused).code]).toEqual([400, 'INVALID_ERASURE_CODE']);
  });

  it('refuses an expired or unknown code, and a guest’s request', async () => {
    const { app } = ctx();
    const { login } = await holder(app);
    const code = await requestCode(app, login);
    await app.db
      .updateTable('erasure_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await erase(app, code);
    expect([expired.statusCode, koError(expired).code]).toEqual([400, 'INVALID_ERASURE_CODE']);
    const unknown = await erase(app, 'A'.repeat(43));
    expect(koError(unknown).code).toBe('INVALID_ERASURE_CODE');
    expect((await post(app, 'Account/touch', { userToken: login.userToken })).statusCode).toBe(200);

    const { user } = okResponse(
      await post<{ user: { userToken: string } }>(app, 'Account/login.json', {
        authAsGuest: true,
        network_id: 1,
      }),
    );
    const guest = await post(app, 'Account/requestErasure', {
      userToken: user.userToken,
      password: 'whatever-it-is',
    });
    expect([guest.statusCode, koError(guest).code]).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses an erasure while an instalment is still due', async () => {
    const { app } = ctx();
    const login = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: login.userId });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await insertOrder(app, {
      accountId: login.userId,
      mediaId: card.id,
      schedule: [
        { dueDate: inDays(0), amountCents: 1000, status: 'PAID', paidAt: new Date().toISOString() },
        { dueDate: inDays(30), amountCents: 1000 },
        { dueDate: inDays(60), amountCents: 1000 },
        { dueDate: inDays(90), amountCents: 1000 },
      ],
    });
    const answer = await post(app, 'Account/requestErasure', {
      userToken: login.userToken,
      password: login.passenger.password,
    });
    expect([answer.statusCode, koError(answer).code]).toEqual([409, 'ERASURE_OUTSTANDING_PAYMENTS']);
  });

  it('exports and erases the paired devices, bike trips and pins, geolocation and linked identities', async () => {
    const { app } = ctx();
    const { login, card } = await holder(app);
    // Pairing wants a proven address (decision 057).
    await verifyAddress(app, login);
    const stranger = await signUpVerifiedAndLogIn(app);
    const at = new Date().toISOString();
    const kiosk = await pairedDevice(app, login, 'Borne du salon');
    // Paired but not yet signed in: its sign-in token still to be polled.
    const waiting = await startPairing(app);
    okResponse(await pair(app, login, waiting.code, 'Tablette'));
    const strangerDevice = await pairedDevice(app, stranger, 'Autre borne');
    await app.db
      .insertInto('bike_trips')
      .values([
        {
          media_id: card.id,
          account_id: login.userId,
          started_at: at,
          ended_at: at,
          price_cents: 150,
          bike_type: 'ELECTRIC',
        },
        {
          media_id: card.id,
          account_id: login.userId,
          started_at: at,
          ended_at: at,
          price_cents: 0,
          bike_type: 'MECHANICAL',
        },
      ])
      .execute();
    await app.db
      .insertInto('bike_pins')
      .values({ media_id: card.id, pin_hash: 'argon2-hash-marker', updated_at: at })
      .execute();
    await app.db
      .insertInto('bike_pin_failures')
      .values({ account_id: login.userId, media_id: card.id, created_at: at })
      .execute();
    await app.db
      .insertInto('geolocation_consents')
      .values({ account_id: login.userId, granted_at: at })
      .execute();
    await app.db
      .insertInto('geolocations')
      .values({ account_id: login.userId, latitude: 47.21, longitude: -1.55, recorded_at: at })
      .execute();
    await app.db
      .insertInto('geolocation_consents')
      .values({ account_id: stranger.userId, granted_at: at })
      .execute();
    const identity = await app.db
      .selectFrom('accounts')
      .select(['identity_id', 'network_id'])
      .where('id', '=', login.userId)
      .executeTakeFirstOrThrow();
    const provider = await app.db
      .insertInto('auth_providers')
      .values({
        network_id: identity.network_id,
        issuer: 'https://id.example.org',
        client_id: 'portal',
        label: 'Exemple ID',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('external_identities')
      .values({
        identity_id: identity.identity_id!,
        provider_id: provider.id,
        subject: 'sub-philomene-42',
        email: 'philo@id.example.org',
        created_at: at,
      })
      .execute();
    // The provider's answer for this subject, kept a day for the sign-in it served.
    await app.db
      .insertInto('external_sign_ins')
      .values({
        provider_id: provider.id,
        state_hash: 'state-hash',
        nonce: 'nonce',
        code_verifier: 'verifier',
        redirect_uri: 'http://127.0.0.1/auth/callback',
        created_at: at,
        expires_at: at,
        exchanged_at: at,
        subject: 'sub-philomene-42',
        email: 'philo@id.example.org',
        token_hash: 'token-hash',
        token_expires_at: at,
        token_used_at: at,
      })
      .execute();
    // A linking trip its session started and never finished (decision 055).
    await app.db
      .insertInto('external_sign_ins')
      .values({
        provider_id: provider.id,
        state_hash: 'state-hash-link',
        nonce: 'nonce',
        code_verifier: 'verifier',
        redirect_uri: 'http://127.0.0.1/auth/callback',
        created_at: at,
        expires_at: at,
        browser_hash: 'browser-hash',
        purpose: 'link',
        identity_id: identity.identity_id!,
      })
      .execute();

    const response = await getRaw(app, 'Account/exportData', { userToken: login.userToken, locale: 'fr' });
    const text = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['donnees.json']!);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect((data.pairedDevices as Array<{ name: string }>).map((device) => device.name).sort()).toEqual([
      'Borne du salon',
      'Tablette',
    ]);
    expect(data.bikes).toMatchObject({
      trips: [
        { priceCents: 150, bikeType: 'ELECTRIC' },
        { priceCents: 0, bikeType: 'MECHANICAL' },
      ],
      pins: [{ mediaId: card.id, updatedAt: at }],
      wrongPins: [{ mediaId: card.id }],
    });
    expect(data.geolocation).toEqual({
      consents: [{ userId: login.userId, grantedAt: at }],
      positions: [{ userId: login.userId, latitude: 47.21, longitude: -1.55, recordedAt: at }],
    });
    expect(data.linkedIdentities).toEqual([
      {
        provider: 'Exemple ID',
        issuer: 'https://id.example.org',
        subject: 'sub-philomene-42',
        email: 'philo@id.example.org',
        createdAt: at,
      },
    ]);
    for (const secret of ['argon2-hash-marker', 'secret_hash', 'code_hash', 'signin_token', 'Autre borne'])
      expect(text).not.toContain(secret);

    expect(okResponse(await erase(app, await requestCode(app, login)))).toEqual({
      action: 'LEGACY_ACCOUNT_ANONYMIZATION',
    });
    // The devices are gone: the session of one ended, the other can no longer poll its token.
    expect((await post(app, 'Account/touch', { userToken: kiosk.deviceUserToken })).statusCode).toBe(401);
    expect((await pollStatus(app, waiting.deviceSecret)).statusCode).toBe(404);
    expect((await pollStatus(app, kiosk.deviceSecret)).statusCode).toBe(404);
    expect(
      await app.db
        .selectFrom('paired_devices')
        .select('account_id')
        .where('account_id', '=', login.userId)
        .execute(),
    ).toEqual([]);
    // Priced trips stay without the person, as invoices do; the free one, the pin and wrong pins go.
    expect(
      await app.db
        .selectFrom('bike_trips')
        .select(['account_id', 'price_cents'])
        .where('media_id', '=', card.id)
        .execute(),
    ).toEqual([{ account_id: null, price_cents: 150 }]);
    expect(
      await app.db.selectFrom('bike_pins').selectAll().where('media_id', '=', card.id).execute(),
    ).toEqual([]);
    expect(
      await app.db
        .selectFrom('bike_pin_failures')
        .selectAll()
        .where('account_id', '=', login.userId)
        .execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('geolocations').selectAll().where('account_id', '=', login.userId).execute(),
    ).toEqual([]);
    expect(
      await app.db
        .selectFrom('geolocation_consents')
        .selectAll()
        .where('account_id', '=', login.userId)
        .execute(),
    ).toEqual([]);
    expect(
      await app.db
        .selectFrom('external_identities')
        .selectAll()
        .where('provider_id', '=', provider.id)
        .execute(),
    ).toEqual([]);
    expect(
      await app.db
        .selectFrom('external_sign_ins')
        .selectAll()
        .where('provider_id', '=', provider.id)
        .execute(),
    ).toEqual([]);
    // The other account keeps its device and consent.
    expect((await post(app, 'Account/touch', { userToken: strangerDevice.deviceUserToken })).statusCode).toBe(
      200,
    );
    expect(
      await app.db
        .selectFrom('geolocation_consents')
        .select('account_id')
        .where('account_id', '=', stranger.userId)
        .execute(),
    ).toEqual([{ account_id: stranger.userId }]);
  });
});
