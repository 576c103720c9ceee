/**
 * Spec §6 and the "bad input and security": every call that names a card, a contract or a
 * subscription refuses another account's with 403 FORBIDDEN, and answers exactly the same for an
 * id that does not exist, so that a stranger learns nothing. The calls come from the table of
 * packages/domain (`ownedIds`), so a new call naming an id is walked the day it is added.
 */
import { CALL_LIST, type Call, type OwnedIdCallName } from '@oceane/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appPlugin } from '../../src/app.js';
import { testConfig, useTestApp } from '../helpers/app.js';
import { call as apiCall, get, type Answer } from '../helpers/api.js';
import { insertCard } from '../helpers/cards.js';
import { insertPendingOrder } from '../helpers/checkout.js';
import { DIALECTS } from '../helpers/databases.js';
import { postForm } from '../helpers/multipart.js';
import { signUpAndLogIn } from '../helpers/passengers.js';

const MISSING = 987_654;

const HOLDER = {
  gender: 'MADAME',
  name: 'Martin',
  firstname: 'Camille',
  birthdate: '1990-04-12',
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '14 rue des Goélands',
  zipcode: '99500',
  city: 'Port-Marin',
  mobile: '0639980011',
};

type OwnIds = { card: number; contract: number; order: number };

/**
 * The other fields of each call that names a resource of the account: one case per call of the
 * table with `ownedIds`, which TypeScript requires (a new call naming an id does not compile until
 * it has its case here). Every owned field is filled with the caller's own ids, then the test puts
 * another account's id, or a missing one, in one field at a time.
 */
const CASES = {
  photo: () => ({}),
  listSubscriptions: () => ({}),
  getSubscription: () => ({}),
  contractAttestation: () => ({}),
  setCardBookmark: () => ({}),
  removeCardBookmark: () => ({}),
  unregisterCard: () => ({}),
  unregisterMedia: () => ({}),
  updateHolder: () => ({ holder: HOLDER }),
  updateAlerts: () => ({ alerts: null, consents: { post: true, sms: true, email: true } }),
  requestDuplicate: () => ({ reason: 'LOST' }),
  terminateSubscription: () => ({}),
  updateSubscriptionCard: () => ({}),
  transferContract: () => ({}),
  punchTicket: () => ({ mode: 'BUS', line: '2' }),
  uploadMedia: () => ({ photoConsent: '1' }),
  placeOrder: () => ({}),
  verifyOrder: () => ({}),
  printOrder: () => ({}),
  getProducts: () => ({}),
} satisfies Record<OwnedIdCallName, () => Record<string, unknown>>;

/** An order id names an order, a contract or subscription id a contract; every other owned id a card. */
const kindOf = (field: string): keyof OwnIds =>
  /order/i.test(field) ? 'order' : /contract|subscription/i.test(field) ? 'contract' : 'card';

/** The fields a call's schema names that look like ids of a resource (not the caller's own ids). */
function idFieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return Object.keys(shape)
    .filter((key) => /(Id|_id)$/.test(key) && !['userId', 'user_id', 'networkId', 'network_id'].includes(key))
    .sort();
}

async function send(
  app: FastifyInstance,
  call: Call,
  fields: Record<string, unknown>,
  photo: Buffer,
): Promise<Answer> {
  if (call.multipart) {
    const texts = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    return postForm(app, call.path, texts, { filename: 'photo.png', contentType: 'image/png', data: photo });
  }
  if (call.method === 'GET') return get(app, call.path, fields as Record<string, string | number>);
  return apiCall(app, call.method, call.path, fields);
}

describe.each(DIALECTS)('another account’s card, contract or subscription ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('every call answers 403 FORBIDDEN, the same as for an id that does not exist, and changes nothing', async () => {
    const { app } = ctx();
    const owner = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: owner.userId,
      contracts: [{ product: 'MONTHLY_ALL', status: 'PENDING_VALIDATION' }],
    });
    const photo = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const before = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();

    const strangersOwn = await insertCard(app, {
      accountId: stranger.userId,
      contracts: [{ product: 'MONTHLY_ALL', status: 'ACTIVE' }],
    });
    const own: OwnIds = {
      card: strangersOwn.id,
      contract: strangersOwn.contracts[0]!,
      order: await insertPendingOrder(app, stranger.userId),
    };
    const foreign: OwnIds = {
      card: card.id,
      contract: card.contracts[0]!,
      order: await insertPendingOrder(app, owner.userId),
    };
    const missing: OwnIds = { card: MISSING, contract: MISSING, order: MISSING };

    let checked = 0;
    for (const call of CALL_LIST) {
      if (!call.ownedIds) continue;
      const ownedIds: readonly string[] = call.ownedIds;
      const base = {
        userToken: stranger.userToken,
        ...CASES[call.name as OwnedIdCallName](),
        ...Object.fromEntries(ownedIds.map((field) => [field, own[kindOf(field)]])),
      };
      for (const field of ownedIds) {
        const what = `${call.name} with another account's ${field}`;
        const theirs = await send(app, call, { ...base, [field]: foreign[kindOf(field)] }, photo);
        const asText = await send(app, call, { ...base, [field]: String(foreign[kindOf(field)]) }, photo);
        const none = await send(app, call, { ...base, [field]: missing[kindOf(field)] }, photo);
        expect(theirs.statusCode, what).toBe(403);
        expect(theirs.body, what).toEqual({
          status: 'ko',
          error: { code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette ressource.' },
        });
        expect(asText.body, `${what}, as text`).toEqual(theirs.body);
        expect(none.body, `${call.name} with a missing ${field}`).toEqual(theirs.body);
        checked += 1;
      }
    }
    expect(checked).toBe(22);

    const after = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const contracts = await app.db
      .selectFrom('contracts')
      .select(['media_id', 'status'])
      .where('id', '=', card.contracts[0]!)
      .execute();
    expect(contracts).toEqual([{ media_id: card.id, status: 'PENDING_VALIDATION' }]);
    const requests = await app.db.selectFrom('duplicate_requests').select('id').execute();
    expect(requests).toEqual([]);
    const validations = await app.db.selectFrom('validations').select('id').execute();
    expect(validations).toEqual([]);
    // The demo's seeded orders have their payments: only the orders of this test are looked at.
    const payments = await app.db
      .selectFrom('order_payments')
      .select('id')
      .where('order_id', 'in', [own.order, foreign.order])
      .execute();
    expect(payments).toEqual([]);
  });
});

describe.each(DIALECTS)('the ids of the call table ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('every call behind a session that takes an id of a resource declares it in ownedIds', async () => {
    const { database } = ctx();
    const app = Fastify();
    const schemas = new Map<string, unknown>();
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      for (const method of [route.method].flat())
        schemas.set(`${method} ${route.url}`, schema?.body ?? schema?.querystring);
    });
    await appPlugin(app, testConfig(database.config));
    await app.ready();
    for (const call of CALL_LIST.filter((entry) => entry.access === 'session' || entry.access === 'staff')) {
      const declared = [...((call as Call).ownedIds ?? [])].sort();
      expect(idFieldsOf(schemas.get(`${call.method} /api/${call.path}`)), call.name).toEqual(declared);
    }
    await app.close();
  });
});
