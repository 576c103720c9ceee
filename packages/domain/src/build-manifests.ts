/**
 * The build manifests of spec §2 and §7, shared by the web build that writes them, the api that
 * serves them and the portal that reads them (docs/decisions/051-build-manifests.md):
 * `builds/latest.json` (the build being served), `builds/meta/{buildId}.json` (one build: what it
 * holds) and `{page}/_payload.json?v={buildId}` (what one page loads before it shows).
 */
import { localizedPath, privateShellFile, type PortalRoute } from './routes.js';
import type { Locale } from './messages.js';

export const LATEST_BUILD_FILE = 'builds/latest.json';
export const PAGE_PAYLOAD_NAME = '_payload.json';

/** `builds/latest.json`: the build being served. */
export type LatestBuild = { id: string; version: string };

/** `builds/meta/{id}.json`: one build, written last, once every file it names is in place. */
export type BuildMeta = {
  id: string;
  version: string;
  /** ISO 8601, when the build was made. */
  builtAt: string;
  /** Every file of `/assets/` (content-hashed, served immutable). */
  assets: string[];
  /** The prerendered pages' paths, in both locales. */
  pages: string[];
};

/** `{page}/_payload.json`: what a page loads before it shows, for the build that answers. */
export type PagePayload = {
  /** The build this payload belongs to: another id than the one asked for means a new build. */
  build: string;
  /** The page's path, its pattern for a page with parameters (`/en/cards/edit/:passengerId`). */
  path: string;
  /** Whether the page is prerendered HTML (a public page) or the SPA shell (a logged-in one). */
  prerendered: boolean;
  /** Every script the page loads before it shows (entry, root, its routes', their imports, texts). */
  modules: string[];
  /** Its stylesheets. */
  styles: string[];
};

/** A build id as the web build makes it (`0.1.0-mi4x2k3b`): short, URL- and file-safe. */
const BUILD_ID = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && BUILD_ID.test(value) && !value.includes('..');
}

export function buildMetaFile(buildId: string): string {
  return `builds/meta/${buildId}.json`;
}

/** The address of a page's payload: '/' → '/_payload.json', '/en/cards' → '/en/cards/_payload.json'. */
export function pagePayloadUrl(pathname: string, buildId?: string): string {
  const page = pathname.replace(/\/+$/, '');
  const query = buildId ? `?v=${encodeURIComponent(buildId)}` : '';
  return `${page}/${PAGE_PAYLOAD_NAME}${query}`;
}

/** The page whose payload a path asks for ('/en/_payload.json' → '/en'), or null for another path. */
export function payloadPage(pathname: string): string | null {
  const suffix = `/${PAGE_PAYLOAD_NAME}`;
  if (!pathname.endsWith(suffix)) return null;
  return pathname.slice(0, -suffix.length) || '/';
}

/**
 * Where the build writes a page's payload: next to a prerendered page's `index.html`, beside a
 * logged-in page's shell for the others (one file per route pattern, whatever its parameters).
 */
export function pagePayloadFile(route: Pick<PortalRoute, 'pattern' | 'prerender'>, locale: Locale): string {
  if (!route.prerender)
    return privateShellFile(route.pattern, locale).replace(/\.html$/, `.${PAGE_PAYLOAD_NAME}`);
  const folder = localizedPath(route.pattern, locale).replace(/^\/+/, '');
  return folder === '' ? PAGE_PAYLOAD_NAME : `${folder}/${PAGE_PAYLOAD_NAME}`;
}
