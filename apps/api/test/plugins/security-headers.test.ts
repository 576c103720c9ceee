import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { get } from '../helpers/api.js';
import { DIALECTS } from '../helpers/databases.js';

const [dialect] = DIALECTS;

describe('security headers', () => {
  const ctx = useTestApp(dialect!);

  it('puts a strict CSP and helmet’s headers on api answers', async () => {
    const answer = await get(ctx().app, 'Networks/getNetworks.json', {});
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives the documentation page its own policy, scoped to /api/docs', async () => {
    const { app } = ctx();
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const api = await app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
