// Writes the build manifests of spec §2 and §7 (docs/decisions/051-build-manifests.md) beside the
// `builds/latest.json` that vite.shared.ts emits: one `{page}/_payload.json` per built page and
// locale (every script and stylesheet the page loads before it shows, as private-shells.mjs reads
// them from React Router's manifest), then `builds/meta/{buildId}.json`, last, so that a build
// whose meta answers is complete. Run after private-shells.mjs, before precompress.mjs.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILT_ROUTES,
  buildMetaFile,
  LATEST_BUILD_FILE,
  localizedPath,
  pagePayloadFile,
  SPA_FALLBACK_FILE,
} from '@oceane/domain';
import { pageModules, parseManifest } from './private-shells.mjs';

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g;
const LOCALES = ['fr', 'en'];

/** The stylesheets an HTML file links. */
export function stylesheets(html) {
  return [...new Set([...html.matchAll(STYLESHEET)].map((match) => match[1]))];
}

async function writeJson(root, file, value) {
  const path = join(root, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value)}\n`);
}

/**
 * Writes every page's payload and the build's meta into a built client folder; returns the meta.
 * @param {string} root
 * @param {{ routes?: readonly { pattern: string; access: string; prerender?: boolean }[]; now?: Date }} [options]
 */
export async function writeBuildManifests(root, { routes = BUILT_ROUTES, now = new Date() } = {}) {
  const latest = JSON.parse(await readFile(join(root, LATEST_BUILD_FILE), 'utf8'));
  const assetNames = await readdir(join(root, 'assets'));
  const manifestFile = assetNames.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error('no React Router build manifest in assets/');
  const manifest = parseManifest(await readFile(join(root, 'assets', manifestFile), 'utf8'));
  const readAsset = (href) => readFile(join(root, href), 'utf8');
  const fallbackStyles = stylesheets(await readFile(join(root, SPA_FALLBACK_FILE), 'utf8'));

  const pages = [];
  for (const route of routes) {
    for (const locale of LOCALES) {
      const path = localizedPath(route.pattern, locale);
      const prerendered = route.prerender === true;
      const styles = prerendered
        ? stylesheets(
            await readFile(
              join(root, pagePayloadFile(route, locale).replace(/_payload\.json$/, 'index.html')),
              'utf8',
            ),
          )
        : fallbackStyles;
      const modules = await pageModules(manifest, route, locale, readAsset, locale);
      await writeJson(root, pagePayloadFile(route, locale), {
        build: latest.id,
        path,
        prerendered,
        modules,
        styles,
      });
      if (prerendered) pages.push(path);
    }
  }

  const meta = {
    id: latest.id,
    version: latest.version,
    builtAt: now.toISOString(),
    assets: assetNames
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `/assets/${name}`)
      .sort(),
    pages,
  };
  await writeJson(root, buildMetaFile(latest.id), meta);
  return meta;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  const meta = await writeBuildManifests(root);
  console.log(
    `build manifests: ${buildMetaFile(meta.id)} (${meta.assets.length} assets, ${meta.pages.length} prerendered pages) and the pages' payloads written`,
  );
}
