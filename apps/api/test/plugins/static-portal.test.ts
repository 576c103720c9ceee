import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { UNBUILT_PAGE_EXAMPLES } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/databases.js';
import { RUNTIME_STYLE_HASHES } from '../../src/plugins/security-headers.js';
import {
  ASSET,
  createFakeBuild,
  INLINE_MODULE,
  INLINE_SCRIPT,
  sha256,
  STYLE_ATTRIBUTE,
} from '../helpers/fake-build.js';

// The static portal does not touch the database: one dialect is enough.
const [dialect] = DIALECTS;

describe('serving the built portal', () => {
  const ctx = useTestApp(dialect!, { WEB_BUILD_DIR: createFakeBuild() });

  it('serves a hashed asset precompressed with brotli or gzip, cached for a year', async () => {
    const { app } = ctx();
    const brotli = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ASSET);

    const gzip = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);

    const plain = await app.inject({
      url: '/assets/entry-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);

    const css = await app.inject({ url: '/assets/style-def456.css', headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('serves a prerendered page with no-cache and a CSP allowing exactly its inline scripts', async () => {
    const { app } = ctx();
    for (const url of ['/auth/login', '/auth/login/', '/en/auth/login']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '))!;
      expect(scriptSrc).toContain(`'${sha256(INLINE_SCRIPT)}'`);
      expect(scriptSrc).toContain(`'${sha256(INLINE_MODULE)}'`);
      expect(csp).not.toContain('unsafe-inline');
      const styleSrc = csp.split(';').find((directive) => directive.trim().startsWith('style-src '))!;
      expect(styleSrc.trim()).toBe(
        `style-src 'self' '${RUNTIME_STYLE_HASHES[0]}' 'unsafe-hashes' '${sha256(STYLE_ATTRIBUTE)}'`,
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
    }
    expect((await app.inject({ url: '/en/auth/login' })).body).toContain('lang="en"');
    expect((await app.inject({ url: '/' })).body).toContain('Accueil');
  });

  it('answers a route of the portal without prerendered page with the SPA fallback and 200', async () => {
    const { app } = ctx();
    for (const url of [
      '/cards',
      '/en/cards/edit/12',
      '/account',
      '/en/account',
      '/cards/duplicate/3',
      '/cart',
      '/en/cards/topup/12',
      '/account/history',
      '/en/account/invoices',
      '/cards/order/step1',
      '/en/cards/order/step6',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Chargement');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers each page of the spec not built yet with HTTP 404, in French and in English', async () => {
    const { app } = ctx();
    // Every page of the spec is built since issue 11 (/pairing the last): a path of none answers 404.
    const unbuilt = ['/nulle-part'];
    for (const path of [...unbuilt, ...UNBUILT_PAGE_EXAMPLES]) {
      for (const url of [path, `/en${path}`]) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toMatch(/text\/html/);
      }
    }
  });

  it('answers an unknown path with the SPA fallback and HTTP 404, so the portal shows its 404 page', async () => {
    const { app } = ctx();
    for (const url of ['/nulle-part/ici', '/en/nowhere', '/cards/unknown/deep/path', '/dev/mailbox-typo']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Chargement');
    }
  });

  it('answers a missing asset with a plain 404, not a page', async () => {
    const response = await ctx().app.inject({ url: '/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });

  it('revalidates files outside assets/ (builds/latest.json)', async () => {
    const response = await ctx().app.inject({ url: '/builds/latest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ version: 'abc' });
  });

  it('never serves a file outside the build', async () => {
    const { app } = ctx();
    for (const url of [
      '/../package.json',
      '/..%2F..%2Fpackage.json',
      '/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await ctx().app.inject({ method: 'HEAD', url: '/auth/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers other methods on portal paths with a ko 404', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/auth/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe('ko');
  });
});

/** The fake build plus the per-page copies of the fallback that apps/web/scripts/private-shells.mjs writes. */
function buildWithShells(): string {
  const root = createFakeBuild();
  const shell = (title: string, script: string) =>
    `<!DOCTYPE html><html lang="fr"><head><title>${title}</title></head><body><p>Chargement…</p><script>${script}</script></body></html>`;
  mkdirSync(join(root, '__spa/en'), { recursive: true });
  writeFileSync(join(root, '__spa/cards.html'), shell('cards', 'window.shell = "cards";'));
  writeFileSync(join(root, '__spa/en/cards.html'), shell('en cards', 'window.shell = "en cards";'));
  writeFileSync(
    join(root, '__spa/cards-edit-passengerId.html'),
    shell('cards edit', 'window.shell = "edit";'),
  );
  return root;
}

describe('a portal with a copy of the fallback per page', () => {
  const ctx = useTestApp(dialect!, { WEB_BUILD_DIR: buildWithShells() });

  it('answers a page that has its own copy with it, in its locale, 200, its inline scripts allowed', async () => {
    const { app } = ctx();
    for (const [url, title, script] of [
      ['/cards', 'cards', 'window.shell = "cards";'],
      ['/cards/', 'cards', 'window.shell = "cards";'],
      ['/en/cards', 'en cards', 'window.shell = "en cards";'],
      ['/cards/edit/12?from=list', 'cards edit', 'window.shell = "edit";'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain(`'${sha256(script)}'`);
    }
  });

  it('answers a page without its own copy, and an unknown path, with the generic fallback', async () => {
    const { app } = ctx();
    const english = await app.inject({ url: '/en/cards/edit/12' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>Chargement</title>');
    const unknown = await app.inject({ url: '/cards/unknown/deep/path' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Chargement</title>');
  });
});

describe('a portal with an analytics script', () => {
  const ctx = useTestApp(dialect!, {
    WEB_BUILD_DIR: createFakeBuild(),
    ANALYTICS_KEY: 'oceane-portal',
    ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.js',
  });

  it('lets the pages load that script and talk to its origin, and nothing else of it', async () => {
    const csp = String((await ctx().app.inject({ url: '/auth/login' })).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `))!;
    expect(directive('script-src')).toMatch(/^script-src 'self' https:\/\/stats\.example\.org 'sha256-/);
    expect(directive('connect-src')).toBe("connect-src 'self' https://stats.example.org");
    expect(directive('img-src')).toContain('https://stats.example.org');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('/js/script.js');
  });
});

describe('without a portal build', () => {
  const ctx = useTestApp(dialect!);

  it('answers the portal paths with a 503 page saying to run npm run build', async () => {
    const { app } = ctx();
    for (const url of ['/', '/auth/login', '/nowhere']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('npm run build');
      expect(response.body).toContain('<html lang="en">');
    }
  });

  it('still answers the api', async () => {
    expect((await ctx().app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a portal rebuilt while the server runs', () => {
  const root = createFakeBuild();
  const ctx = useTestApp(dialect!, { WEB_BUILD_DIR: root });

  it('serves the new files and the new pages’ hashes without a restart', async () => {
    const { app } = ctx();
    expect((await app.inject({ url: '/assets/entry-new999.js' })).statusCode).toBe(404);
    const newScript = 'window.__rebuilt = true;';
    writeFileSync(join(root, 'assets/entry-new999.js'), 'console.log("new");');
    writeFileSync(
      join(root, 'index.html'),
      `<!DOCTYPE html><html lang="fr"><body><script>${newScript}</script></body></html>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject({ url: '/assets/entry-new999.js' })).statusCode).toBe(200);
    const home = await app.inject({ url: '/' });
    expect(String(home.headers['content-security-policy'])).toContain(`'${sha256(newScript)}'`);
  });
});

const BUILD_ID = '0.1.0-mwx661n2';

/** The fake build with the manifests apps/web/scripts/build-manifests.mjs writes (decision 051). */
function buildWithManifests(): string {
  const root = buildWithShells();
  const payload = (path: string, prerendered: boolean) =>
    JSON.stringify({ build: BUILD_ID, path, prerendered, modules: ['/assets/entry-abc123.js'], styles: [] });
  const files: Record<string, string> = {
    'builds/latest.json': JSON.stringify({ id: BUILD_ID, version: '0.1.0' }),
    [`builds/meta/${BUILD_ID}.json`]: JSON.stringify({ id: BUILD_ID, assets: ['/assets/entry-abc123.js'] }),
    '_payload.json': payload('/', true),
    'en/_payload.json': payload('/en', true),
    'auth/login/_payload.json': payload('/auth/login', true),
    '__spa/cards._payload.json': payload('/cards', false),
    '__spa/cards-edit-passengerId._payload.json': payload('/cards/edit/:passengerId', false),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('the build manifests (spec §7: builds/meta/{buildId}.json, {page}/_payload.json)', () => {
  const ctx = useTestApp(dialect!, { WEB_BUILD_DIR: buildWithManifests() });

  it("serves a build's meta for good, named by its id, and an unknown build's as a plain 404", async () => {
    const { app } = ctx();
    const meta = await app.inject({ url: `/builds/meta/${BUILD_ID}.json` });
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['content-type']).toMatch(/application\/json/);
    expect(meta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(meta.json()).toMatchObject({ id: BUILD_ID });
    for (const url of ['/builds/meta/0.0.9-old.json', '/builds/meta/..%2Flatest.json']) {
      const gone = await app.inject({ url });
      expect(gone.statusCode, url).toBe(404);
      expect(gone.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(gone.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/builds/latest.json' })).headers['cache-control']).toBe('no-cache');
  });

  it("serves a page's payload asked for by the current build's id as immutable, otherwise revalidated", async () => {
    const { app } = ctx();
    const current = await app.inject({ url: `/auth/login/_payload.json?v=${BUILD_ID}` });
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toMatch(/application\/json/);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(current.json()).toMatchObject({ build: BUILD_ID, path: '/auth/login', prerendered: true });
    for (const url of ['/auth/login/_payload.json', '/auth/login/_payload.json?v=0.0.9-old']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // A stale build id gets the payload of the build being served: its `build` says so.
      expect(response.json().build, url).toBe(BUILD_ID);
    }
  });

  it("answers the home's payload in both locales, and a logged-in page's from its pattern", async () => {
    const { app } = ctx();
    expect((await app.inject({ url: '/_payload.json' })).json()).toMatchObject({ path: '/' });
    expect((await app.inject({ url: '/en/_payload.json' })).json()).toMatchObject({ path: '/en' });
    expect((await app.inject({ url: '/cards/_payload.json' })).json()).toMatchObject({ prerendered: false });
    const edit = await app.inject({ url: `/cards/edit/12/_payload.json?v=${BUILD_ID}` });
    expect(edit.json()).toMatchObject({ path: '/cards/edit/:passengerId' });
    expect((await app.inject({ method: 'HEAD', url: '/_payload.json' })).statusCode).toBe(200);
  });

  it("answers an unknown page's payload, or one the build lacks, with a plain 404, never the SPA's page", async () => {
    const { app } = ctx();
    for (const url of [
      '/nulle-part/_payload.json',
      '/en/nowhere/_payload.json',
      '/cards/unknown/deep/_payload.json',
      '/account/_payload.json', // a page of the portal whose payload this build has not
      '/auth/_payload.json',
      '/api/_payload.json',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(response.body, url).not.toContain('Chargement');
    }
  });

  it('never fails on a hostile build id in the query or a broken path', async () => {
    const { app } = ctx();
    const broken = await app.inject({ url: '/%E0%A4%A/_payload.json' });
    expect([400, 404]).toContain(broken.statusCode);
    expect(broken.body).not.toContain('Chargement');
    for (const query of ['v=', 'v=a&v=b', `v=${'x'.repeat(5000)}`, 'v[]=1', 'v=%ZZ', 'v=..%2F..%2Fetc']) {
      const response = await app.inject({ url: `/_payload.json?${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['cache-control'], query).toBe('no-cache');
    }
    expect((await app.inject({ method: 'POST', url: '/_payload.json', payload: {} })).statusCode).toBe(404);
  });
});
