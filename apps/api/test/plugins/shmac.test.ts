import { signBody, signedQueryString } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../helpers/app.js';
import { answerOf, get, koError, okResponse, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';

describe.each(DIALECTS)('sHMAC signature ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('accepts a signed body and a signed query', async () => {
    const { app } = ctx();
    expect(okResponse(await get(app, 'Networks/getNetworks.json', {}))).toHaveProperty('networks');
    const answer = await post(app, 'Identity/signIn', {
      email: 'nobody@example.org',
      password: 'whatever-2026',
    });
    expect(koError(answer).code).toBe('EMAIL_NOT_FOUND');
  });

  it('refuses a body without sHMAC with 400 BAD_SIGNATURE', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: { email: 'demo@example.org', password: 'demo-password-2026' },
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).body).toEqual({
      status: 'ko',
      error: { code: 'BAD_SIGNATURE', message: 'La requête n’est pas signée correctement.' },
    });
  });

  it('refuses a body whose content changed after signing', async () => {
    const body = await signBody({ email: 'demo@example.org', password: 'demo-password-2026' }, SIGNATURE_KEY);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: { ...body, password: 'another-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_SIGNATURE');
  });

  it('refuses a body signed with another key', async () => {
    const body = await signBody({ email: 'demo@example.org', password: 'demo-password-2026' }, 'another-key');
    const response = await ctx().app.inject({ method: 'POST', url: '/api/Identity/signIn', payload: body });
    expect(response.json().error.code).toBe('BAD_SIGNATURE');
  });

  it('refuses a GET without sHMAC or with a tampered query', async () => {
    const { app } = ctx();
    const missing = await app.inject({ method: 'GET', url: '/api/Networks/getNetworks.json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('BAD_SIGNATURE');
    const query = await signedQueryString({ locale: 'en' }, SIGNATURE_KEY);
    const tampered = await app.inject({
      method: 'GET',
      url: `/api/Networks/getNetworks.json?${query.replace('locale=en', 'locale=fr')}`,
    });
    expect(tampered.json().error.code).toBe('BAD_SIGNATURE');
  });

  it('signs repeated query keys as arrays', async () => {
    const { app } = ctx();
    const query = await signedQueryString(
      { userToken: 'unknown-token', methods: ['CARD', 'QR'] },
      SIGNATURE_KEY,
    );
    const response = await app.inject({ method: 'GET', url: `/api/Account/getCards.json?${query}` });
    // The signature holds; the unknown token is what fails.
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a JSON array body (nothing to sign)', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: JSON.stringify([1, 2]),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_SIGNATURE');
  });

  it('does not sign /api/health nor /api/docs', async () => {
    const { app } = ctx();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
