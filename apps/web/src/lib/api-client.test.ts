import { CALLS, verifyShmac } from '@oceane/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok, SIGNATURE_KEY } from '../../test/api.ts';
import { apiClient, apiRequest, type HttpMethod, type Params, type RequestOptions } from './api-client.ts';
import { errorText } from '../i18n/messages.ts';
import { ApiClientError, ConnectionError, TimeoutError } from './api-errors.ts';
import { setPublicConfig } from './public-config.ts';
import { endSession, sessionStore, startSession } from './session.ts';

const user = { userToken: 'token-123', userId: 7, userName: 'Hélène', userLastname: 'Le Goff' };

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(name);
    query[name] = all.length === 1 ? all[0]! : all;
  }
  return query;
}

async function failure(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

/** Raw calls by path, for the client's mechanics (envelope, cache, retry) on any path. */
const by =
  (method: HttpMethod) =>
  (path: string, params?: Params, options?: Omit<RequestOptions, 'method' | 'params'>) =>
    apiRequest(path, { ...options, method, params });
const raw = { get: by('GET'), post: by('POST') };

beforeEach(() => startSession(user, 'id-token'));
afterEach(() => endSession());

describe('the envelope', () => {
  it('answers the response of an ok envelope', async () => {
    fakeApi({ 'Account/getUser.json': ok({ user: { userId: 7 } }) });
    await expect(raw.post('Account/getUser.json', { userId: 7 })).resolves.toEqual({
      user: { userId: 7 },
    });
  });

  it('takes the failure message from the error, then errorMessage, then a fixed text (spec §8)', async () => {
    fakeApi({
      'A/withMessage': ko('EMAIL_NOT_FOUND', 'No such account', 404),
      'A/withErrorMessage': { status: 400, body: { status: 'ko', errorMessage: 'Legacy message' } },
      'A/bare': { status: 400, body: { status: 'ko' } },
    });
    const first = await failure(raw.post('A/withMessage'));
    expect([first.message, first.code, first.status]).toEqual(['No such account', 'EMAIL_NOT_FOUND', 404]);
    const second = await failure(raw.post('A/withErrorMessage'));
    expect([second.message, second.code]).toEqual(['Legacy message', 'ERR_RESPONSE_ERROR']);
    const third = await failure(raw.post('A/bare'));
    expect([third.message, third.code]).toEqual(['Request failed with error', 'ERR_RESPONSE_ERROR']);
  });

  it('treats an error object inside an ok status as a failure', async () => {
    fakeApi({ 'A/odd': { body: { status: 'ok', error: { code: 'CONFLICT', message: 'Busy' } } } });
    const error = await failure(raw.post('A/odd'));
    expect([error.code, error.message]).toEqual(['CONFLICT', 'Busy']);
  });

  it('keeps the values a refusal names, and words it as the server did (decision 060)', async () => {
    const message = 'Cette carte est déjà couverte par un abonnement jusqu’au 1er décembre 2026 : …';
    fakeApi({
      'A/covered': {
        status: 409,
        body: {
          status: 'ko',
          error: { code: 'CARD_ALREADY_COVERED', message, values: { coveredUntil: '2026-12-01', odd: 3 } },
        },
      },
    });
    const covered = await failure(raw.post('A/covered'));
    expect(covered.values).toEqual({ coveredUntil: '2026-12-01' });
    const t = ((key: string) =>
      key === 'errors.CARD_ALREADY_COVERED' ? 'jusqu’au {{coveredUntil}}' : '') as never;
    expect(errorText(t, covered)).toBe(message);
  });

  it('keeps the request id of a failure, and gives it as a reference only when the server failed (issue 26)', async () => {
    fakeApi({
      'A/down': {
        status: 503,
        body: {
          status: 'ko',
          error: { code: 'SERVICE_UNAVAILABLE', message: 'Indisponible', requestId: 'R7K3M9Q2XWD0' },
        },
      },
      'A/refused': {
        status: 409,
        body: { status: 'ko', error: { code: 'CONFLICT', message: 'Occupé', requestId: 'AAAABBBBCCCC' } },
      },
    });
    const t = ((key: string, options?: { id?: string }) =>
      key === 'common.requestReference' ? `Référence : ${options?.id}.` : '') as never;
    const down = await failure(raw.post('A/down'));
    expect(down.requestId).toBe('R7K3M9Q2XWD0');
    expect(errorText(t, down)).toBe('Indisponible Référence : R7K3M9Q2XWD0.');
    const refused = await failure(raw.post('A/refused'));
    expect(refused.requestId).toBe('AAAABBBBCCCC');
    expect(errorText(t, refused)).toBe('Occupé');
  });

  it('says a 4xx is a bad request and a 5xx a bad response', async () => {
    fakeApi({
      'A/invalid': ko('VALIDATION_ERROR', 'Invalid', 400, { email: 'validation.email.invalid' }),
      'A/broken': { status: 500, body: 'Internal Server Error' },
    });
    const invalid = await failure(raw.post('A/invalid'));
    expect(invalid.kind).toBe('bad request');
    expect(invalid.fields).toEqual({ email: 'validation.email.invalid' });
    const broken = await failure(raw.post('A/broken'));
    expect([broken.kind, broken.code, broken.message]).toEqual([
      'bad response',
      'ERR_RESPONSE_ERROR',
      'Request failed with error',
    ]);
  });

  it('raises the session-expired popup on a 401 SESSION_EXPIRED', async () => {
    fakeApi({ 'Account/getCards.json': ko('SESSION_EXPIRED', 'Expired', 401) });
    await failure(raw.get('Account/getCards.json'));
    expect(sessionStore.getState().expired).toBe(true);
  });
});

describe('transport failures', () => {
  it('turns a refused or reset connection into a ConnectionError', async () => {
    setPublicConfig({ apiBaseUrl: '/api', signatureKey: SIGNATURE_KEY });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(raw.post('Account/touch'));
    expect(error).toBeInstanceOf(ConnectionError);
    expect([error.kind, error.code]).toEqual(['network error', 'CONNECTION']);
  });

  it('turns an abort on timeout into a TimeoutError, and a caller abort into "request aborted"', async () => {
    setPublicConfig({ apiBaseUrl: '/api', signatureKey: SIGNATURE_KEY });
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(new DOMException('The operation was aborted', 'AbortError'));
        if (init?.signal?.aborted) abort();
        init?.signal?.addEventListener('abort', abort);
      });
    vi.stubGlobal('fetch', vi.fn(hang));
    const timedOut = await failure(raw.post('Account/touch', {}, { timeoutMs: 10 }));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut.kind).toBe('timeout');

    const controller = new AbortController();
    const pending = raw.post('Account/touch', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    expect((await failure(pending)).kind).toBe('request aborted');
    expect((await failure(raw.post('Account/touch', {}, { signal: controller.signal }))).kind).toBe(
      'request aborted',
    );
  });
});

describe('signing', () => {
  it('signs a body with sHMAC and adds userToken and locale', async () => {
    const api = fakeApi({ 'Account/logout.json': ok({}) });
    await raw.post('Account/logout.json', { user_id: 7, nested: { empty: undefined } });
    const body = api.received[0]!.body!;
    expect(body).toMatchObject({ user_id: 7, userToken: 'token-123', locale: 'fr' });
    await expect(verifyShmac(body, SIGNATURE_KEY)).resolves.toBe(true);
    await expect(verifyShmac({ ...body, user_id: 8 }, SIGNATURE_KEY)).resolves.toBe(false);
  });

  it('signs a GET query, userToken in the query, booleans and arrays as the server reads them', async () => {
    const api = fakeApi({ 'Account/getCards.json': ok({ CARDS: [] }) });
    await raw.get('Account/getCards.json', {
      network_id: 1,
      methods: ['CARD', 'WALLET'],
      withWallet: true,
    });
    const { url, body } = api.received[0]!;
    expect(body).toBeNull();
    const query = queryOf(url);
    expect(query).toMatchObject({
      userToken: 'token-123',
      network_id: '1',
      methods: ['CARD', 'WALLET'],
      withWallet: '1',
    });
    await expect(verifyShmac(query, SIGNATURE_KEY, { dropNull: true })).resolves.toBe(true);
  });

  it('leaves the userToken out when asked (identity calls) or when logged out', async () => {
    const api = fakeApi({
      'Identity/signIn': ok({ idToken: 'x' }),
      'Networks/getNetworks.json': ok({ networks: [] }),
    });
    await raw.post('Identity/signIn', { email: 'a@b.c', password: 'secret-pass' }, { auth: false });
    endSession();
    await raw.get('Networks/getNetworks.json');
    expect(api.received[0]!.body).not.toHaveProperty('userToken');
    expect(api.received[1]!.url.searchParams.has('userToken')).toBe(false);
  });

  it('calls through the table: its method and path, the userToken only on calls behind a session', async () => {
    const api = fakeApi({
      'Account/getCards.json': ok({ CARDS: [] }),
      'Identity/signIn': ok({ idToken: 'x' }),
      'account/setCardBookmark': ok({ card: {} }),
    });
    await apiClient.call(CALLS.getCards, { network_id: 1 });
    await apiClient.call(CALLS.signIn, { email: 'a@b.c', password: 'secret-pass' });
    await apiClient.call(CALLS.setCardBookmark, { cardId: 3 });
    const [cards, signIn, bookmark] = api.received;
    expect(cards!.method).toBe('GET');
    expect(cards!.url.searchParams.get('userToken')).toBe('token-123');
    expect(signIn!.method).toBe('POST');
    expect(signIn!.body).not.toHaveProperty('userToken');
    expect(bookmark!.method).toBe('PUT');
    expect(bookmark!.body).toMatchObject({ cardId: 3, userToken: 'token-123' });
  });

  it('sends the userToken on a staff call too: the staff scope sits behind the session', async () => {
    const api = fakeApi({ 'Staff/whoami.json': ok({ staff: { userId: 1, email: 'agent@example.org' } }) });
    await apiClient.call(CALLS.staffWhoami);
    expect(api.received[0]!.url.searchParams.get('userToken')).toBe('token-123');
  });
});

describe('cache and retry (spec §9)', () => {
  it('caches a GET for five minutes, and never a POST', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const api = fakeApi({ 'Products/getProducts.json': ok({ products: [] }), 'Account/touch': ok({}) });
    await raw.get('Products/getProducts.json');
    await raw.get('Products/getProducts.json');
    expect(api.calls('Products/getProducts.json')).toHaveLength(1);
    now.mockReturnValue(1_000_000 + 5 * 60 * 1000 + 1);
    await raw.get('Products/getProducts.json');
    expect(api.calls('Products/getProducts.json')).toHaveLength(2);

    await raw.post('Account/touch');
    await raw.post('Account/touch');
    expect(api.calls('Account/touch')).toHaveLength(2);
  });

  it('caches the cacheable statuses only, and forgets everything after a write', async () => {
    const api = fakeApi({
      'Terms/getLegalNotice.json': ko('NOT_FOUND', 'None', 404),
      'Terms/getTermsOfUse.json': ko('FORBIDDEN', 'No', 403),
      'Account/touch': ok({}),
    });
    for (let round = 0; round < 2; round += 1) {
      await failure(raw.get('Terms/getLegalNotice.json'));
      await failure(raw.get('Terms/getTermsOfUse.json'));
    }
    expect(api.calls('Terms/getLegalNotice.json')).toHaveLength(1);
    expect(api.calls('Terms/getTermsOfUse.json')).toHaveLength(2);
    await raw.post('Account/touch');
    await failure(raw.get('Terms/getLegalNotice.json'));
    expect(api.calls('Terms/getLegalNotice.json')).toHaveLength(2);
  });

  it('retries a read once on a transient status, and never a write', async () => {
    let attempts = 0;
    const api = fakeApi({
      'Networks/getNetworks.json': () =>
        ++attempts === 1 ? ko('RATE_LIMITED', 'Slow down', 503) : ok({ networks: [] }),
      'Order/history.json': ko('INTERNAL_ERROR', 'Down', 502),
      'Order/placeOrder.json': ko('INTERNAL_ERROR', 'Down', 503),
      'Order/getOrders.json': ko('VALIDATION_ERROR', 'Bad', 400),
    });
    await expect(raw.get('Networks/getNetworks.json', {}, { retryDelayMs: 0 })).resolves.toEqual({
      networks: [],
    });
    await failure(raw.get('Order/history.json', {}, { retryDelayMs: 0 }));
    await failure(raw.post('Order/placeOrder.json', {}, { retryDelayMs: 0 }));
    await failure(raw.get('Order/getOrders.json', {}, { retryDelayMs: 0 }));
    expect(api.calls('Networks/getNetworks.json')).toHaveLength(2);
    expect(api.calls('Order/history.json')).toHaveLength(2);
    expect(api.calls('Order/placeOrder.json')).toHaveLength(1);
    expect(api.calls('Order/getOrders.json')).toHaveLength(1);
  });
});
