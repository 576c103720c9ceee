/**
 * Spec §6 and the "bad input and security": every call that names a card, a contract or a
 * subscription refuses another account's with 403 FORBIDDEN, and answers exactly the same for an
 * id that does not exist, so that a stranger learns nothing.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { call, get, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { postForm } from '../../helpers/multipart.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const MISSING = 987_654;

type Ids = { card: number; contract: number; strangersCard: number };

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

/** Each call naming an id, made with the stranger's token against the ids given. */
function calls(token: string, photo: Buffer) {
  const json = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: (ids: Ids) => Record<string, unknown>,
  ) => ({
    name: `${method} ${path}`,
    run: (app: Parameters<typeof call>[0], ids: Ids) =>
      call(app, method, path, { userToken: token, ...body(ids) }),
  });
  const query = (path: string, params: (ids: Ids) => Record<string, number>) => ({
    name: `GET ${path}`,
    run: (app: Parameters<typeof get>[0], ids: Ids) => get(app, path, { userToken: token, ...params(ids) }),
  });
  return [
    query('Media/photo', (ids) => ({ mediaId: ids.card })),
    query('Subscriptions/list', (ids) => ({ mediaId: ids.card })),
    query('Subscriptions/get', (ids) => ({ subscriptionId: ids.contract })),
    query('Wallet/contractAttestation', (ids) => ({ contractId: ids.contract })),
    json('PUT', 'account/setCardBookmark', (ids) => ({ cardId: ids.card })),
    json('PUT', 'account/removeCardBookmark', (ids) => ({ cardId: ids.card })),
    json('POST', 'Account/unregisterCard.json', (ids) => ({ cardId: ids.card })),
    json('DELETE', 'Account/unregisterMedia', (ids) => ({ mediaId: ids.card })),
    json('POST', 'Media/updateHolder.json', (ids) => ({ mediaId: ids.card, holder: HOLDER })),
    json('POST', 'Media/updateAlerts.json', (ids) => ({
      mediaId: ids.card,
      alerts: null,
      consents: { post: true, sms: true, email: true },
    })),
    json('POST', 'Media/requestDuplicate.json', (ids) => ({ mediaId: ids.card, reason: 'LOST' })),
    json('POST', 'Subscriptions/terminate', (ids) => ({ subscriptionId: ids.contract })),
    json('POST', 'Subscriptions/updateCard', (ids) => ({
      subscriptionId: ids.contract,
      mediaId: ids.strangersCard,
    })),
    json('POST', 'wallet/transferContract', (ids) => ({
      fromMediaId: ids.card,
      toMediaId: ids.strangersCard,
    })),
    json('POST', 'wallet/transferContract', (ids) => ({
      fromMediaId: ids.strangersCard,
      toMediaId: ids.card,
    })),
    json('POST', 'Ticket/punchTicket.json', (ids) => ({ mediaId: ids.card, mode: 'BUS', line: '2' })),
    {
      name: 'POST Media/uploadMedia.json',
      run: (app: Parameters<typeof postForm>[0], ids: Ids) =>
        postForm(
          app,
          'Media/uploadMedia.json',
          { userToken: token, mediaId: String(ids.card), photoConsent: '1' },
          { filename: 'photo.png', contentType: 'image/png', data: photo },
        ),
    },
  ];
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
    const strangers = await insertCard(app, { accountId: stranger.userId });
    const photo = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const before = await app.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();

    const foreignIds = { card: card.id, contract: card.contracts[0]!, strangersCard: strangers.id };
    const missingIds = { card: MISSING, contract: MISSING, strangersCard: strangers.id };
    let checked = 0;
    for (const { name, run } of calls(stranger.userToken, photo)) {
      const foreign: Answer = await run(app, foreignIds);
      const missing: Answer = await run(app, missingIds);
      expect(foreign.statusCode, name).toBe(403);
      expect(foreign.body, name).toEqual({
        status: 'ko',
        error: { code: 'FORBIDDEN', message: 'Vous n’avez pas accès à cette ressource.' },
      });
      expect(missing.body, name).toEqual(foreign.body);
      checked += 1;
    }
    expect(checked).toBe(17);

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
  });
});
