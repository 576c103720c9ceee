/**
 * New releases (spec §2, §9; docs/decisions/051-build-manifests.md): the app polls
 * builds/latest.json; once it names another build whose meta answers (the build is completely
 * served), the next navigation is a full page load. Where the new build no longer has a module this
 * page may still need, an in-app navigation would fail to load it: the next link followed is then
 * loaded as a new page straight away. A chunk that fails to load reloads the page, at most once per
 * 10 seconds so that a real outage cannot loop.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { buildMetaFile, isBuildId, LATEST_BUILD_FILE } from '@oceane/domain';

export const LATEST_BUILD_URL = `/${LATEST_BUILD_FILE}`;
export const CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const RELOAD_GUARD_MS = 10 * 1000;
const RELOADED_AT_KEY = 'oceane.reloadedAt';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads the page unless it was reloaded for this reason less than 10 seconds ago. */
export function reloadOnce(now = Date.now()): boolean {
  const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}

async function fetchJson(url: string, init?: RequestInit): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, init);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function fetchLatestBuildId(): Promise<string | null> {
  const manifest = await fetchJson(LATEST_BUILD_URL, { cache: 'no-store' });
  return typeof manifest?.id === 'string' ? manifest.id : null;
}

/** A build newer than the running one; `gone`: it lacks a module this page may still load. */
export type NewerBuild = { id: string; gone: boolean };

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

let newer: NewerBuild | null = null;
const listeners = new Set<() => void>();

/** The newer build found so far, if any (the prefetch asks its payloads for that build). */
export function newerBuild(): NewerBuild | null {
  return newer;
}

export function onNewerBuild(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the newer build found, as a new page load does (the tests, between cases). */
export function forgetNewerBuild(): void {
  newer = null;
}

/**
 * Looks for a newer build: latest.json names another id, and its meta answers. Without the meta
 * (a build being written, a replica not updated yet) nothing changes until the next look.
 */
export async function checkForNewerBuild(current = __BUILD_ID__): Promise<NewerBuild | null> {
  const latest = await fetchLatestBuildId();
  if (!isBuildId(latest) || latest === current || latest === newer?.id) return newer;
  const meta = await fetchJson(`/${buildMetaFile(latest)}`);
  if (meta?.id !== latest || !Array.isArray(meta.assets)) return newer;
  const assets = new Set(meta.assets);
  newer = { id: latest, gone: modulesNotLoaded().some((href) => !assets.has(href)) };
  for (const listener of listeners) listener();
  return newer;
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

export function useBuildWatch(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    // Before React Router sees the click: its in-app navigation would ask for a module that is gone.
    const onClick = (event: MouseEvent) => {
      const target = newer?.gone ? followedLink(event) : null;
      if (!target) return;
      event.preventDefault();
      window.location.assign(target);
    };
    const timer = window.setInterval(() => void checkForNewerBuild(), CHECK_INTERVAL_MS);
    window.addEventListener('vite:preloadError', onPreloadError);
    document.addEventListener('click', onClick, true);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (newer) window.location.reload();
  }, [pathname]);
}
