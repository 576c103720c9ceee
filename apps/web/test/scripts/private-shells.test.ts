import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script, without types
import * as shells from '../../scripts/private-shells.mjs';

type Render = (pathname: string, locale: 'fr' | 'en') => string;
const { shellFile, shellFor, shellRoutes, writePrivateShells, withPageFallback } = shells as {
  shellFile: (pattern: string, locale: 'fr' | 'en') => string;
  shellFor: (fallback: string, modules: string[], title?: string) => string;
  shellRoutes: () => { pattern: string; prerender?: boolean }[];
  writePrivateShells: (
    root: string,
    routes?: { pattern: string; access?: string }[],
    render?: Render | null,
    title?: ((pathname: string, locale: 'fr' | 'en') => string | undefined) | null,
  ) => Promise<number>;
  withPageFallback: (fallback: string, render: Render, pattern: string, locale: 'fr' | 'en') => string;
};

const MODULE = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");';
/** The SPA fallback as React Router writes it: no title, the preloads ahead of the stylesheet. */
const FALLBACK =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css"/></head><body><main><p>Chargement…</p></main>' +
  `<script>window.context = 1;</script><script type="module" async="">${MODULE}</script></body></html>`;

const MANIFEST = {
  entry: { module: '/assets/entry.client-1.js', imports: [] },
  url: '/assets/manifest-1.js',
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-1.js', imports: [] },
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
      imports: ['/assets/list-1.js'],
    },
    'en-private': { id: 'en-private', parentId: 'root', module: '/assets/private-1.js', imports: [] },
    'en-cards': {
      id: 'en-cards',
      parentId: 'en-private',
      path: 'en/cards',
      module: '/assets/cards-1.js',
      imports: [],
    },
  },
};

/** A built portal: the fallback, the manifest and chunks that import one another. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'private-shells-'));
  const files: Record<string, string> = {
    '__spa-fallback.html': FALLBACK,
    'assets/manifest-1.js': `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    'assets/entry.client-1.js': 'import{a}from"./i18n-1.js";a();',
    'assets/i18n-1.js': 'export const a=()=>({fr:()=>import(`./fr-1.js`),en:()=>import(`./en-1.js`)});',
    'assets/fr-1.js': 'import"./texts-1.js";export const fr={};',
    'assets/en-1.js': 'export const en={};',
    'assets/texts-1.js': '',
    'assets/root-1.js': 'const h=()=>import(`./logged-in-header-a_B-1.js`);',
    'assets/logged-in-header-a_B-1.js': 'import"./button-1.js";',
    'assets/button-1.js': '',
    'assets/private-1.js': 'import{b}from"./session-1.js";',
    'assets/private-loader-1.js': 'export{c as clientLoader}from"./request-1.js";',
    'assets/session-1.js': '',
    'assets/request-1.js': 'const d=()=>import("./lazy-dialog-1.js");export const c=1;',
    'assets/lazy-dialog-1.js': '',
    'assets/cards-1.js': 'import"./list-1.js";',
    'assets/list-1.js': '',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** /cards as the route table lists it: behind the login. */
const LOGGED_IN_CARDS = [{ pattern: '/cards', access: 'login' }];

/** The modules the page's loader adds once it has painted, in order. */
function preloads(html: string): string[] {
  return JSON.parse(/var preloads=(\[[^\]]*\])/.exec(html)![1]!) as string[];
}

describe('shellFile', () => {
  it('names a page by its pattern, English under en/', () => {
    expect(shellFile('/cards', 'fr')).toBe('__spa/cards.html');
    expect(shellFile('/cards/edit/:passengerId', 'en')).toBe('__spa/en/cards-edit-passengerId.html');
  });
});

describe('shellRoutes', () => {
  it('lists the logged-in pages and no prerendered or unbuilt one', () => {
    const patterns = shellRoutes().map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(['/cards', '/cart', '/account', '/cards/edit/:passengerId']),
    );
    expect(patterns).not.toContain('/');
    expect(patterns).not.toContain('/auth/login');
    expect(patterns).toContain('/pairing');
  });
});

describe('shellFor', () => {
  const page = shellFor(FALLBACK, ['/assets/root-1.js', '/assets/cards-1.js']);

  it('puts the stylesheet first, without a title, and fetches no script before the first paint', () => {
    expect(page).toContain('<meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-1.css"/></head>');
    expect(page).not.toContain('<title>');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<script>window.context = 1;</script>');
  });

  it("preloads the root's modules, then the page's, each once", () => {
    expect(preloads(page)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/root-1.js',
      '/assets/cards-1.js',
    ]);
  });

  it("carries the page's title, marked for the app to remove, escaped, before the stylesheet", () => {
    const titled = shellFor(FALLBACK, ['/assets/root-1.js'], 'Cartes & <abonnements> – Océane');
    expect(titled).toContain(
      '<meta charSet="utf-8"/><title data-shell-title="">Cartes &amp; &lt;abonnements&gt; – Océane</title><link rel="stylesheet" href="/assets/app-1.css"/></head>',
    );
    expect(titled.match(/<title/g)).toHaveLength(1);
    expect(shellFor(FALLBACK, ['/assets/root-1.js'], undefined)).not.toContain('<title');
  });

  it('refuses a fallback it does not recognise rather than leaving the page without its app', () => {
    expect(() => shellFor('<html><head></head><body></body></html>', [])).toThrow();
  });
});

describe('withPageFallback', () => {
  // Stands in for app/shell-fallback.tsx rendered by react-dom/server (shellFallbackRenderer).
  const render: Render = (path, locale) =>
    path === '/' ? '<main><p>Chargement…</p></main>' : `<main><h1>${locale} ${path}</h1></main>`;
  const fallback = '<html lang="fr"><head></head><body><main><p>Chargement…</p></main></body></html>';

  it("puts what the fallback renders at the page's path, in its locale, in place of what it rendered at /", () => {
    expect(withPageFallback(fallback, render, '/cards/edit/:passengerId', 'en')).toBe(
      '<html lang="en"><head></head><body><main><h1>en /en/cards/edit/:passengerId</h1></main></body></html>',
    );
    expect(withPageFallback(fallback, render, '/cards', 'fr')).toContain('<html lang="fr">');
    expect(withPageFallback(fallback, render, '/cards', 'fr')).toContain('<h1>fr /cards</h1>');
  });

  it('fails the build on a fallback that does not hold the markup rendered at /', () => {
    expect(() => withPageFallback('<html lang="fr"><body></body></html>', render, '/cards', 'fr')).toThrow(
      /HydrateFallback/,
    );
  });
});

describe('writePrivateShells', () => {
  it("writes each page's copy in both locales with its layouts', loader's and imported modules and its texts", async () => {
    const root = fakeBuild();
    expect(await writePrivateShells(root, [{ pattern: '/cards' }])).toBe(2);
    const french = preloads(readFileSync(join(root, '__spa/cards.html'), 'utf8'));
    expect(french.slice(0, 3)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      '/assets/root-1.js',
    ]);
    expect(french).toEqual(
      expect.arrayContaining([
        '/assets/i18n-1.js',
        '/assets/private-1.js',
        '/assets/session-1.js',
        '/assets/private-loader-1.js',
        '/assets/request-1.js',
        '/assets/cards-1.js',
        '/assets/list-1.js',
        '/assets/fr-1.js',
        '/assets/texts-1.js',
      ]),
    );
    expect(french).not.toContain('/assets/lazy-dialog-1.js');
    // A public page of the table (access not login): no header to wait for.
    expect(french).not.toContain('/assets/logged-in-header-a_B-1.js');
    expect(french).not.toContain('/assets/en-1.js');
    expect(new Set(french).size).toBe(french.length);
    const english = preloads(readFileSync(join(root, '__spa/en/cards.html'), 'utf8'));
    expect(english).toEqual(expect.arrayContaining(['/assets/fr-1.js', '/assets/en-1.js']));
  });

  it('adds the header a page behind the login awaits (app/app-header.tsx), and only there', async () => {
    const root = fakeBuild();
    await writePrivateShells(root, LOGGED_IN_CARDS);
    expect(preloads(readFileSync(join(root, '__spa/en/cards.html'), 'utf8'))).toEqual(
      expect.arrayContaining(['/assets/logged-in-header-a_B-1.js', '/assets/button-1.js']),
    );
  });

  it('fails the build when a page behind the login cannot find its header', async () => {
    const root = fakeBuild();
    writeFileSync(join(root, 'assets/root-1.js'), '');
    await expect(writePrivateShells(root, LOGGED_IN_CARDS)).rejects.toThrow(/logged-in-header/);
  });

  it("gives each page's copy the title its path has in its locale", async () => {
    const root = fakeBuild();
    const asked: string[] = [];
    await writePrivateShells(root, [{ pattern: '/cards' }], null, (path, locale) => {
      asked.push(`${locale} ${path}`);
      return locale === 'fr' ? 'Mes cartes' : undefined;
    });
    expect(asked).toEqual(['fr /cards', 'en /en/cards']);
    expect(readFileSync(join(root, '__spa/cards.html'), 'utf8')).toContain(
      '<title data-shell-title="">Mes cartes</title>',
    );
    expect(readFileSync(join(root, '__spa/en/cards.html'), 'utf8')).not.toContain('<title');
  });

  it('fails the build when a page has no route module', async () => {
    await expect(writePrivateShells(fakeBuild(), [{ pattern: '/nowhere' }])).rejects.toThrow(/nowhere/);
  });
});
