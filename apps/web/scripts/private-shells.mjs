// Writes one copy of the SPA fallback per page that is not prerendered (the logged-in pages, and
// the few public ones that need their address's query), which the api serves for that page's
// paths (issue 9, docs/decisions/037-web-logged-in-pages.md). The generic fallback names only the
// root's modules, ahead of the stylesheet: its "Chargement…" painted late, then React Router
// discovered the page's own modules in three or four waves once entry.client had run. Each copy
// names the root's modules, the page's (its layouts', its clientLoader's, and what they import)
// and the texts entry.client loads before hydrating, and goes through first-paint.mjs's
// `paintBeforeScripts`: stylesheet first, all the preloads added at once after the first paint.
// Run after first-paint.mjs, before precompress.mjs. Files: `__spa/<page>.html` for French paths,
// `__spa/en/<page>.html` for English ones, as `privateShellFile` of packages/domain names them
// (the route pattern's segments joined by '-', without ':'): the api serves them by the same rule.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  localizedPath,
  PORTAL_ROUTES,
  privateShellFile,
  SHELL_TITLE_ATTRIBUTE,
  SPA_FALLBACK_FILE,
} from '@oceane/domain';
import { paintBeforeScripts } from './first-paint.mjs';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** The static imports of a built chunk (`import{a}from"./b.js"`, `import"./b.js"`, `export…from`). */
const STATIC_IMPORT = /\b(?:from|import)\s*["']\.\/([^"'/]+\.js)["']/g;
/** The route module fields of React Router's build manifest that name a module to load. */
const MODULE_FIELDS = [
  'module',
  'clientLoaderModule',
  'clientActionModule',
  'clientMiddlewareModule',
  'hydrateFallbackModule',
];
/**
 * Chunks the shell loads on demand (a dynamic import) that a page behind the login needs before it
 * shows: the header (app/app-header.tsx), which the private layout's clientLoader awaits.
 */
const LOGGED_IN_CHUNKS = ['logged-in-header'];
/**
 * Chunks every shell loads on demand before it hydrates: the page bodies its fallback draws under
 * the heading (app/shell-fallback.tsx's loadPageBodies, awaited by entry.client).
 */
const SHELL_CHUNKS = ['page-bodies'];
const ACCESS_LOGGED_IN = new Set(['login', 'staff']);

/**
 * paintBeforeScripts puts the stylesheets right after the page's title; the fallback has none, so
 * a marker stands in for it. It becomes the page's shell title when it has one (page-headings.ts's
 * shellTitle), marked so that the root's App removes it once the page has drawn its own (a static
 * title would stay the document's first and outlive the page's), else nothing.
 */
const TITLE_MARKER = '<title>private-shell</title>';

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The file of a route pattern, named by the rule the api serves it by (packages/domain). */
export const shellFile = privateShellFile;

/** The routes the server answers with the fallback: built and not prerendered. */
export function shellRoutes(routes = PORTAL_ROUTES) {
  return routes.filter((route) => !route.prerender && route.built !== false);
}

/** React Router's build manifest (`window.__reactRouterManifest={…}`) as an object. */
export function parseManifest(text) {
  const start = text.indexOf('{');
  if (!text.startsWith('window.__reactRouterManifest=') || start === -1)
    throw new Error('not a React Router build manifest');
  return JSON.parse(text.slice(start).replace(/;\s*$/, ''));
}

/** The manifest route of a path pattern in a locale, then its parents up to the root. */
function routeChain(manifest, pattern, locale) {
  const path = localizedPath(pattern, locale).replace(/^\//, '');
  // The French home is the root's index route, which has no path of its own.
  const leaf = Object.values(manifest.routes).find((route) =>
    path === '' ? route.index === true && route.parentId === 'root' : route.path === path,
  );
  if (!leaf) throw new Error(`no route module for ${path} in the build manifest`);
  const chain = [];
  for (let route = leaf; route; route = manifest.routes[route.parentId]) chain.push(route);
  return chain;
}

/**
 * Every module the page loads before it shows: the chain's modules and the chunks they import,
 * statically, read from the built files (the manifest lists the imports of `module` only), and
 * the locale texts entry.client awaits: the served HTML's (`served`) and the path's.
 */
export async function pageModules(manifest, { pattern, access }, locale, readAsset, served) {
  const seen = new Set();
  const sources = new Map();
  async function visit(href) {
    if (seen.has(href)) return;
    seen.add(href);
    const source = await readAsset(href);
    sources.set(href, source);
    for (const match of source.matchAll(STATIC_IMPORT)) await visit(`/assets/${match[1]}`);
  }
  const entries = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
  for (const route of routeChain(manifest, pattern, locale).reverse()) {
    entries.push(...MODULE_FIELDS.map((field) => route[field]).filter(Boolean), ...route.imports);
  }
  for (const href of entries) await visit(href);
  const onDemand = ACCESS_LOGGED_IN.has(access) ? LOGGED_IN_CHUNKS : [];
  for (const name of onDemand) {
    const chunk = dynamicImport([...sources.values()], name);
    if (!chunk) throw new Error(`no dynamic import of the ${name} chunk in the modules of ${pattern}`);
    await visit(`/assets/${chunk}`);
  }
  for (const name of SHELL_CHUNKS) {
    const chunk = dynamicImport([...sources.values()], name);
    if (chunk) await visit(`/assets/${chunk}`);
  }
  for (const texts of new Set([served, locale])) {
    const chunk = dynamicImport([...sources.values()], texts);
    if (chunk) await visit(`/assets/${chunk}`);
  }
  return [...seen];
}

/** The file of the first `import("./<name>-<hash>.js")` in the sources, if any. */
function dynamicImport(sources, name) {
  const pattern = new RegExp(`import\\(\\s*[\`"']\\./(${name}-[\\w-]+\\.js)[\`"']\\s*\\)`);
  for (const source of sources) {
    const match = source.match(pattern);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The fallback with a page's modules preloaded besides the root's, painting before any of them,
 * and the page's title when it has one.
 */
export function shellFor(fallback, modules, title) {
  const preloads = [...fallback.matchAll(MODULEPRELOAD)];
  const first = preloads[0];
  const last = preloads.at(-1);
  if (!first || !last || fallback.includes('<title>'))
    throw new Error('the SPA fallback has changed shape: no modulepreload, or a title');
  const listed = new Set(preloads.map((match) => match[1]));
  // The page's modules after the root's, which entry.client needs first.
  const added = modules
    .filter((href) => !listed.has(href))
    .map((href) => `<link rel="modulepreload" href="${href}"/>`)
    .join('');
  const end = last.index + last[0].length;
  const marked = `${fallback.slice(0, first.index)}${TITLE_MARKER}${fallback.slice(first.index, end)}${added}${fallback.slice(end)}`;
  const titleElement = title ? `<title ${SHELL_TITLE_ATTRIBUTE}="">${escapeText(title)}</title>` : '';
  return paintBeforeScripts(marked).replace(TITLE_MARKER, () => titleElement);
}

/**
 * The shell of a page in its locale: the fallback with what the root's HydrateFallback renders
 * at that page's path (`render(path, locale)`, app/shell-fallback.tsx: its heading, the place of
 * the header) in place of what it rendered at `/`, in French, for the fallback; `lang` set to the
 * page's locale, which the first render in the browser reads (useHydrationSafeLocale).
 */
export function withPageFallback(fallback, render, pattern, locale) {
  const home = render('/', 'fr');
  if (!fallback.includes(home))
    throw new Error("the SPA fallback does not hold the root HydrateFallback's markup rendered at /");
  const page = fallback.replace(home, () => render(localizedPath(pattern, locale), locale));
  return locale === 'fr' ? page : page.replace(/<html lang="fr"/, `<html lang="${locale}"`);
}

/**
 * `render(path, locale)` → the markup of app/shell-fallback.tsx, loaded through Vite (TypeScript,
 * JSX, the domain's source; i18n.ts loads both locales under SSR) and rendered by react-dom/server
 * as React Router renders the fallback; `title(path, locale)` → the page's shell title, if any.
 * `close()` ends the Vite instance.
 */
export async function shellFallbackRenderer(webRoot) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: {
      alias: [
        { find: /^@oceane\/domain$/, replacement: join(webRoot, '../../packages/domain/src/index.ts') },
      ],
    },
    ssr: { noExternal: ['@oceane/domain'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { ShellFallback, loadPageBodies } = await vite.ssrLoadModule('/src/app/shell-fallback.tsx');
    const { shellTitle } = await vite.ssrLoadModule('/src/app/page-headings.ts');
    await loadPageBodies();
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    return {
      render: (pathname, locale) => renderToString(createElement(ShellFallback, { pathname, locale })),
      title: (pathname, locale) => shellTitle(pathname, locale),
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

/**
 * Writes the shell of every non-prerendered page in both locales; returns how many. Without
 * `render` (the tests of the preloads), the fallback's markup is kept as it is; without `title`,
 * the shells have none.
 * @param {string} root
 * @param {readonly { pattern: string; access?: string }[]} [routes]
 * @param {((pathname: string, locale: 'fr' | 'en') => string) | null} [render]
 * @param {((pathname: string, locale: 'fr' | 'en') => string | undefined) | null} [title]
 */
export async function writePrivateShells(root, routes = shellRoutes(), render = null, title = null) {
  const fallback = await readFile(join(root, SPA_FALLBACK_FILE), 'utf8');
  const manifestFile = (await readdir(join(root, 'assets'))).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!manifestFile) throw new Error('no React Router build manifest in assets/');
  const manifest = parseManifest(await readFile(join(root, 'assets', manifestFile), 'utf8'));
  const readAsset = (href) => readFile(join(root, href), 'utf8');
  let written = 0;
  for (const route of routes) {
    for (const locale of ['fr', 'en']) {
      const file = join(root, shellFile(route.pattern, locale));
      await mkdir(dirname(file), { recursive: true });
      // Rendered for its page, a shell is in the page's locale; else it stays the French fallback.
      const page = render ? withPageFallback(fallback, render, route.pattern, locale) : fallback;
      const served = render ? locale : 'fr';
      const modules = await pageModules(manifest, route, locale, readAsset, served);
      await writeFile(file, shellFor(page, modules, title?.(localizedPath(route.pattern, locale), locale)));
      written += 1;
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  const renderer = await shellFallbackRenderer(fileURLToPath(new URL('..', import.meta.url)));
  try {
    console.log(
      `private shells: ${await writePrivateShells(root, shellRoutes(), renderer.render, renderer.title)} pages written`,
    );
  } finally {
    await renderer.close();
  }
}
