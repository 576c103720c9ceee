/**
 * The contract once (issue 24 item 1, decision 067): the routes built by `callRoute` from the
 * call's contract in packages/domain, and a ratchet on those still written in their module.
 */
import { CALL_LIST, CALLS, findCall, type CallName } from '@oceane/domain';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPlugin } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';

/**
 * The routes whose request and response are still written in their module, not read from the
 * contract: none. The sandbox provider's pages (`page: true` in the table: a browser's form post
 * answered by HTML or a redirect, never the envelope) are built by hand and not counted.
 */
const ROUTES_NOT_FROM_THE_TABLE = 0;

type ApiRoute = { name: CallName; contract: string | undefined };

describe('the routes of the contract', () => {
  const app = Fastify();
  const routes: ApiRoute[] = [];

  beforeAll(async () => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!route.url.startsWith('/api/')) return;
      for (const method of methods) {
        const call = method === 'HEAD' ? undefined : findCall(method, route.url.slice('/api/'.length));
        if (call) routes.push({ name: call.name, contract: route.config?.contract });
      }
    });
    await appPlugin(app, testConfig({ kind: 'sqlite', path: ':memory:' }, { ERROR_REPORTING: 'true' }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('builds every route of the orders area (calls-orders.ts, and the credit notes of decision 075) with callRoute, from its contract', () => {
    const orderCalls = CALL_LIST.filter(
      (call) => call.path.startsWith('Order/') || call.path === 'Payment/acknowledge.json',
    ).map((call) => call.name);
    expect(orderCalls).toHaveLength(11);
    const built = routes.filter((route) => orderCalls.includes(route.name));
    expect(built.map((route) => route.name).sort()).toEqual([...orderCalls].sort());
    for (const route of built) expect(route.contract, route.name).toBe(route.name);
  });

  it('builds every route of the cards, card request, documents, transit and pairing areas with callRoute', () => {
    const areaCalls: CallName[] = [
      ...['getCards', 'getMedias', 'setCardBookmark', 'removeCardBookmark', 'unregisterCard'],
      ...['unregisterMedia', 'updateHolder', 'updateAlerts', 'registerMedia', 'searchLocalMediaForSignin'],
      ...['uploadMedia', 'photo', 'requestDuplicate', 'punchTicket', 'requestCard'],
      ...['uploadDocument', 'getDocuments', 'createDocumentsSubmission', 'updateDocumentsSubmission'],
      ...['getUserDocuments', 'getUserDocumentSubmissions', 'fileDownloadUrl', 'documentFile'],
      ...['reviewDocument', 'getODStops', 'getODTrips', 'startPairing', 'pairingStatus'],
      ...['signinWithToken', 'pairDevice', 'getDevices', 'unpairDevice'],
    ] as CallName[];
    expect(areaCalls).toHaveLength(32);
    const built = routes.filter((route) => areaCalls.includes(route.name));
    expect(built.map((route) => route.name).sort()).toEqual([...areaCalls].sort());
    for (const route of built) expect(route.contract, route.name).toBe(route.name);
  });

  it('routes whose schema is not from the table: the count only goes down', () => {
    const pages = routes.filter((route) => 'page' in CALLS[route.name]).map((route) => route.name);
    expect(pages.sort()).toEqual(
      ['sandboxChallengePage', 'sandboxChallengeSubmit', 'sandboxPaymentPage', 'sandboxPaymentSubmit'].sort(),
    );
    const notFromTable = routes
      .filter((route) => route.contract === undefined && !pages.includes(route.name))
      .map((route) => route.name);
    console.info(`routes whose schema is not from the table: ${notFromTable.length}`);
    expect(routes.length).toBe(Object.keys(CALLS).length);
    expect(notFromTable.length).toBeLessThanOrEqual(ROUTES_NOT_FROM_THE_TABLE);
  });
});
