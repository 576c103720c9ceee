import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_STYLES } from '../../src/plugins/security-headers.js';
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
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['x-dns-prefetch-control']).toBe('off');
  });

  it('puts the same headers on every answer, a refusal and an unknown path included', async () => {
    const { app } = ctx();
    const known = await app.inject({ url: '/api/health' });
    for (const url of ['/api/Networks/getNetworks.json', '/api/no-such-call']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
        expect(answer.headers[name], `${url} ${name}`).toBe(known.headers[name]);
    }
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

describe('runtime styles of the portal', () => {
  it('match, character for character, the style react-aria injects for pressable elements', () => {
    // react-aria is the portal's dependency; resolve it from apps/web as the build does.
    const require = createRequire(new URL('../../../web/package.json', import.meta.url));
    const root = dirname(require.resolve('react-aria/package.json'));
    const source = readFileSync(join(root, 'dist/private/interactions/usePress.mjs'), 'utf8');
    const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
    expect(template, 'react-aria no longer injects its pressable style this way').toBeDefined();
    const text = template!.replaceAll(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/g, 'data-react-aria-pressable').trim();
    expect(RUNTIME_STYLES).toContain(text);
  });
});
