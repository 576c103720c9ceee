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
import { PORTAL_ROUTES, privateShellFile, SPA_FALLBACK_FILE } from '@oceane/domain';
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
 * paintBeforeScripts puts the stylesheets right after the page's title; the fallback has none (a
 * static title would outlive the page's own after hydration), so a marker stands in for it.
 */
const TITLE_MARKER = '<title>private-shell</title>';

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
  const path = `${locale === 'en' ? 'en/' : ''}${pattern.replace(/^\//, '')}`;
  const leaf = Object.values(manifest.routes).find((route) => route.path === path);
  if (!leaf) throw new Error(`no route module for ${path} in the build manifest`);
  const chain = [];
  for (let route = leaf; route; route = manifest.routes[route.parentId]) chain.push(route);
  return chain;
}

/**
 * Every module the page loads before it shows: the chain's modules and the chunks they import,
 * statically, read from the built files (the manifest lists the imports of `module` only), and
 * the locale texts entry.client awaits (the fallback is French; an English path loads both).
 */
async function pageModules(manifest, pattern, locale, readAsset) {
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
  for (const texts of locale === 'en' ? ['fr', 'en'] : ['fr']) {
    const chunk = [...sources.values()]
      .map((source) =>
        source.match(new RegExp(`import\\(\\s*[\`"']\\./(${texts}-[\\w-]+\\.js)[\`"']\\s*\\)`)),
      )
      .find(Boolean);
    if (chunk) await visit(`/assets/${chunk[1]}`);
  }
  return [...seen];
}

/** The fallback with a page's modules preloaded besides the root's, painting before any of them. */
export function shellFor(fallback, modules) {
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
  return paintBeforeScripts(marked).replace(TITLE_MARKER, '');
}

/** Writes the shell of every non-prerendered page in both locales; returns how many. */
export async function writePrivateShells(root, routes = shellRoutes()) {
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
      await writeFile(
        file,
        shellFor(fallback, await pageModules(manifest, route.pattern, locale, readAsset)),
      );
      written += 1;
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  console.log(`private shells: ${await writePrivateShells(root)} pages written`);
}
