import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script, without types
import * as manifests from '../../scripts/build-manifests.mjs';

type Route = { pattern: string; access: string; prerender?: boolean };
const { writeBuildManifests, stylesheets } = manifests as {
  writeBuildManifests: (root: string, options?: { routes?: Route[]; now?: Date }) => Promise<unknown>;
  stylesheets: (html: string) => string[];
};

const MANIFEST = {
  entry: { module: '/assets/entry.client-1.js', imports: [] },
  url: '/assets/manifest-1.js',
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-1.js', imports: [] },
    'fr-home': { id: 'fr-home', parentId: 'root', index: true, module: '/assets/home-1.js', imports: [] },
    'en-home': { id: 'en-home', parentId: 'root', path: 'en', module: '/assets/home-1.js', imports: [] },
    'fr-private': {
      id: 'fr-private',
      parentId: 'root',
      module: '/assets/private-1.js',
      clientLoaderModule: '/assets/private-loader-1.js',
      imports: [],
    },
    'fr-cards': {
      id: 'fr-cards',
      parentId: 'fr-private',
      path: 'cards',
      module: '/assets/cards-1.js',
      imports: [],
    },
    'en-private': {
      id: 'en-private',
      parentId: 'root',
      module: '/assets/private-1.js',
      clientLoaderModule: '/assets/private-loader-1.js',
      imports: [],
    },
    'en-cards': {
      id: 'en-cards',
      parentId: 'en-private',
      path: 'en/cards',
      module: '/assets/cards-1.js',
      imports: [],
    },
  },
};

const ROUTES: Route[] = [
  { pattern: '/', access: 'public', prerender: true },
  { pattern: '/cards', access: 'login' },
];

/** A built client folder as `react-router build`, first-paint and private-shells leave it. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-manifests-'));
  const page = (css: string) =>
    `<html><head><title>Accueil</title><link rel="stylesheet" href="${css}"/></head></html>`;
  const files: Record<string, string> = {
    'builds/latest.json': '{"id":"0.1.0-abc","version":"0.1.0"}\n',
    '__spa-fallback.html': page('/assets/app-1.css'),
    'index.html': page('/assets/app-1.css'),
    'en/index.html': page('/assets/app-1.css'),
    'assets/manifest-1.js': `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    'assets/entry.client-1.js': 'import{a}from"./i18n-1.js";a();',
    'assets/i18n-1.js': 'export const a=()=>({fr:()=>import(`./fr-1.js`),en:()=>import(`./en-1.js`)});',
    'assets/fr-1.js': '',
    'assets/en-1.js': '',
    'assets/root-1.js': 'const h=()=>import(`./logged-in-header-1.js`);',
    'assets/logged-in-header-1.js': '',
    'assets/home-1.js': '',
    'assets/private-1.js': '',
    'assets/private-loader-1.js': '',
    'assets/cards-1.js': 'import"./list-1.js";',
    'assets/list-1.js': '',
    'assets/app-1.css': '',
    'assets/app-1.css.br': '',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const read = (root: string, file: string) =>
  JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

describe('writeBuildManifests', () => {
  it("writes the build's meta: its id, version, date, every asset and its prerendered pages", async () => {
    const root = fakeBuild();
    await writeBuildManifests(root, { routes: ROUTES, now: new Date('2026-11-26T06:00:00Z') });
    const meta = read(root, 'builds/meta/0.1.0-abc.json');
    expect(meta).toMatchObject({ id: '0.1.0-abc', version: '0.1.0', builtAt: '2026-11-26T06:00:00.000Z' });
    expect(meta.pages).toEqual(['/', '/en']);
    expect(meta.assets).toContain('/assets/cards-1.js');
    expect(meta.assets).toContain('/assets/app-1.css');
    expect(meta.assets).not.toContain('/assets/app-1.css.br');
  });

  it("writes a prerendered page's payload beside its HTML, with every module it loads in its locale", async () => {
    const root = fakeBuild();
    await writeBuildManifests(root, { routes: ROUTES });
    const french = read(root, '_payload.json');
    expect(french).toMatchObject({
      build: '0.1.0-abc',
      path: '/',
      prerendered: true,
      styles: ['/assets/app-1.css'],
    });
    expect(french.modules).toEqual(
      expect.arrayContaining([
        '/assets/manifest-1.js',
        '/assets/root-1.js',
        '/assets/home-1.js',
        '/assets/fr-1.js',
      ]),
    );
    expect(french.modules).not.toContain('/assets/en-1.js');
    expect(french.modules).not.toContain('/assets/cards-1.js');
    expect(read(root, 'en/_payload.json')).toMatchObject({ path: '/en', prerendered: true });
    expect(read(root, 'en/_payload.json').modules).toContain('/assets/en-1.js');
  });

  it("writes a logged-in page's payload beside its shell: its layout's, loader's and header's modules", async () => {
    const root = fakeBuild();
    await writeBuildManifests(root, { routes: ROUTES });
    const cards = read(root, '__spa/en/cards._payload.json');
    expect(cards).toMatchObject({ path: '/en/cards', prerendered: false, styles: ['/assets/app-1.css'] });
    expect(cards.modules).toEqual(
      expect.arrayContaining([
        '/assets/private-1.js',
        '/assets/private-loader-1.js',
        '/assets/cards-1.js',
        '/assets/list-1.js',
        '/assets/logged-in-header-1.js',
      ]),
    );
    expect(existsSync(join(root, '__spa/cards._payload.json'))).toBe(true);
  });

  it('fails the build without a React Router manifest rather than write an empty meta', async () => {
    const root = mkdtempSync(join(tmpdir(), 'build-manifests-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, 'builds'));
    writeFileSync(join(root, 'builds/latest.json'), '{"id":"x","version":"0"}');
    await expect(writeBuildManifests(root, { routes: ROUTES })).rejects.toThrow(/manifest/);
    expect(existsSync(join(root, 'builds/meta/x.json'))).toBe(false);
  });
});

describe('stylesheets', () => {
  it('lists the stylesheets a page links, once each', () => {
    const html =
      '<link rel="stylesheet" href="/assets/a-1.css"/><link rel="stylesheet" href="/assets/a-1.css"/><link rel="icon" href="/favicon.svg"/>';
    expect(stylesheets(html)).toEqual(['/assets/a-1.css']);
  });
});
