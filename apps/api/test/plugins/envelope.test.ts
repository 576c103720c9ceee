import { signBody } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../helpers/app.js';
import { answerOf, get, koError, post } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';

describe.each(DIALECTS)('the ko envelope for every failure ($name)', (dialect) => {
  const ctx = useTestApp(dialect, { BODY_LIMIT_BYTES: '4096' });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: '{"email": "demo@example.org",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).body).toEqual({
      status: 'ko',
      error: { code: 'INVALID_JSON', message: 'La requête n’est pas un JSON valide.' },
    });
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/Identity/signIn',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_JSON');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const body = await signBody({ email: 'demo@example.org', password: 'x'.repeat(10_000) }, SIGNATURE_KEY);
    const response = await ctx().app.inject({ method: 'POST', url: '/api/Identity/signIn', payload: body });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers another content type with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/Identity/signIn',
        payload: 'email=demo@example.org',
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers an unknown /api path with 404 NOT_FOUND', async () => {
    const { app } = ctx();
    for (const url of ['/api/Nothing/here.json', '/api', '/api/docs/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 'ko', error: { code: 'NOT_FOUND' } });
    }
    const posted = await post(app, 'Account/nothing.json', {});
    expect(posted.statusCode).toBe(404);
  });

  it('lists each invalid field with its message key (VALIDATION_ERROR)', async () => {
    const answer = await post(ctx().app, 'Identity/signUp', {
      email: 'not-an-address',
      password: '123',
      name: 'Dupont',
      firstname: 'Dupont',
      phone: '12345',
      acceptTerms: false,
    });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Certains champs ne sont pas valides.',
      fields: {
        email: 'validation.email.invalid',
        password: 'validation.password.tooShort',
        phone: 'validation.phone.invalid',
        acceptTerms: 'validation.terms.required',
        // Both names are valid, so the cross-field rule runs at once (packages/domain).
        firstname: 'validation.name.identical',
      },
    });
  });

  it('checks the rules across fields once each field is valid (names not identical)', async () => {
    const answer = await post(ctx().app, 'Identity/signUp', {
      email: 'someone@example.org',
      password: 'mot-de-passe-2026',
      name: 'Dupont',
      firstname: 'dupont',
      phone: '0612345678',
      acceptTerms: true,
    });
    expect(koError(answer).fields).toEqual({ firstname: 'validation.name.identical' });
  });

  it('names a missing field required, a wrong type invalidValue and an unknown field unknownField', async () => {
    const answer = await post(ctx().app, 'Identity/signIn', { email: 42, extra: 'x', other: true });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer).fields).toEqual({
      email: 'validation.invalidValue',
      password: 'validation.required',
      extra: 'validation.unknownField',
      other: 'validation.unknownField',
    });
  });

  it('validates queries the same way', async () => {
    const answer = await get(ctx().app, 'Networks/getNetworks.json', { unexpected: 'yes' });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer).fields).toEqual({ unexpected: 'validation.unknownField' });
  });

  it('words messages in the locale of the body, else Accept-Language, else French', async () => {
    const { app } = ctx();
    const body = { email: 'nobody@example.org', password: 'whatever-2026' };
    const english = await post(app, 'Identity/signIn', { ...body, locale: 'en' });
    expect(koError(english).message).toBe('This email address does not correspond to any account.');
    const header = await post(app, 'Identity/signIn', body, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(koError(header).message).toBe('This email address does not correspond to any account.');
    const bodyWins = await post(
      app,
      'Identity/signIn',
      { ...body, locale: 'fr' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(koError(bodyWins).message).toBe('Cette adresse e-mail ne correspond à aucun compte.');
    const fallback = await post(app, 'Identity/signIn', body, { headers: { 'accept-language': 'de-DE' } });
    expect(koError(fallback).message).toBe('Cette adresse e-mail ne correspond à aucun compte.');
  });

  it('refuses an unsupported locale value as a validation error', async () => {
    const answer = await post(ctx().app, 'Identity/signIn', { email: 'a@b.c', password: 'x', locale: 'de' });
    expect(koError(answer).fields).toEqual({ locale: 'validation.invalidValue' });
  });

  it('answers a malformed URL in the envelope', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().status).toBe('ko');
  });
});
