/**
 * Reads the build manifests (spec §2, §7; docs/decisions/051-build-manifests.md), a chunk loaded
 * after the first second (app/build-watch.ts): builds/latest.json and the meta of the build it
 * names, to find a newer build, and the pages' `_payload.json`, to prefetch the likely next pages.
 */
import { buildMetaFile, isBuildId, LATEST_BUILD_FILE, pagePayloadUrl } from '@oceane/domain';
import type { NewerBuild } from './build-watch.ts';

export const LATEST_BUILD_URL = `/${LATEST_BUILD_FILE}`;

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, init);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function fetchLatestBuildId(): Promise<string | null> {
  const latest = await fetchJson(LATEST_BUILD_URL, { cache: 'no-store' });
  return typeof latest?.id === 'string' ? latest.id : null;
}

type RouterGlobals = {
  __reactRouterManifest?: { routes: Record<string, Record<string, unknown>> };
  __reactRouterRouteModules?: Record<string, unknown>;
};

/** The modules of the running build's routes this page has not loaded (React Router's globals). */
export function modulesNotLoaded(): string[] {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: loaded = {} } = window as RouterGlobals;
  return Object.values(manifest?.routes ?? {})
    .filter((route) => !(String(route.id) in loaded))
    .flatMap((route) => [
      route.module,
      route.clientLoaderModule,
      route.clientActionModule,
      route.clientMiddlewareModule,
      ...(Array.isArray(route.imports) ? route.imports : []),
    ])
    .filter((href): href is string => typeof href === 'string');
}

/** The same-site page a click on a link would open in this tab, if that is what the click does. */
export function followedLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.href;
}

/**
 * The newer build than `current` that latest.json names, once its meta answers (a build being
 * written, or a replica not updated yet, has none: nothing changes until the next look); `known`
 * when that is the one named, or none is. `gone`: the new build lacks a module this page may load.
 */
export async function checkForNewerBuild(
  known: NewerBuild | null,
  current = __BUILD_ID__,
): Promise<NewerBuild | null> {
  const latest = await fetchLatestBuildId();
  if (!isBuildId(latest) || latest === current || latest === known?.id) return known;
  const meta = await fetchJson(`/${buildMetaFile(latest)}`);
  if (meta?.id !== latest || !Array.isArray(meta.assets)) return known;
  const assets = new Set(meta.assets);
  return { id: latest, gone: modulesNotLoaded().some((href) => !assets.has(href)) };
}

/** What to prefetch; `stale`: a payload came from another build than the running one. */
export type Prefetch = { scripts: string[]; styles: string[]; stale: boolean };

/** Only the build's own files are prefetched, whatever a payload says. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function assetList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((href): href is string => ASSET.test(String(href))) : [];
}

/**
 * What this page has fetched already: its scripts, stylesheets, preloads and resources (its
 * prefetch links are left to prefetch.tsx, which adds a file's link once).
 */
function fetchedAlready(): Set<string> {
  const urls = [
    ...[...document.querySelectorAll('script[src], link[href]:not([rel="prefetch"])')].map(
      (element) => (element as HTMLScriptElement).src || (element as HTMLLinkElement).href,
    ),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ];
  return new Set(urls.map((url) => new URL(url, window.location.href).pathname));
}

/**
 * The files the pages' payloads name that this page has not fetched, and whether one of them is of
 * another build than `current`. A page without payload is skipped.
 */
export async function payloadFiles(
  pages: readonly string[],
  build: string,
  current = __BUILD_ID__,
  signal?: AbortSignal,
): Promise<Prefetch> {
  const payloads = await Promise.all(pages.map((page) => fetchJson(pagePayloadUrl(page, build), { signal })));
  const fetched = fetchedAlready();
  const fresh = (key: string) =>
    [...new Set(payloads.flatMap((payload) => assetList(payload?.[key])))].filter(
      (href) => !fetched.has(href),
    );
  const stale = payloads.some((payload) => payload && payload.build !== current);
  return { scripts: fresh('modules'), styles: fresh('styles'), stale };
}
