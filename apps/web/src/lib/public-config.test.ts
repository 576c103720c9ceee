import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionError } from './api-errors.ts';
import { loadPublicConfig, PUBLIC_CONFIG_URL, setPublicConfig } from './public-config.ts';

afterEach(() => setPublicConfig(null));

function serve(...answers: Array<() => Response>) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the public configuration', () => {
  it('is fetched once, checked, and shared by every later call', async () => {
    const fetchMock = serve(json({ apiBaseUrl: '/api', signatureKey: 'k', networkId: 1 }));
    setPublicConfig(null);
    await expect(loadPublicConfig()).resolves.toEqual({
      apiBaseUrl: '/api',
      signatureKey: 'k',
      networkId: 1,
    });
    await expect(loadPublicConfig()).resolves.toMatchObject({ signatureKey: 'k' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(PUBLIC_CONFIG_URL, expect.anything());
  });

  it('refuses a file without a signature key, and fetches again next time', async () => {
    const fetchMock = serve(json({ apiBaseUrl: '/api' }), json({ apiBaseUrl: '/api', signatureKey: 'k' }));
    setPublicConfig(null);
    await expect(loadPublicConfig()).rejects.toThrow(/signatureKey/);
    await expect(loadPublicConfig()).resolves.toMatchObject({ signatureKey: 'k' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns a network failure into a connection error, not cached', async () => {
    serve(
      () => {
        throw new TypeError('Failed to fetch');
      },
      json({ apiBaseUrl: '/api', signatureKey: 'k' }),
    );
    setPublicConfig(null);
    await expect(loadPublicConfig()).rejects.toBeInstanceOf(ConnectionError);
    await expect(loadPublicConfig()).resolves.toMatchObject({ apiBaseUrl: '/api' });
  });
});
