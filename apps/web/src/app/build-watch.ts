/**
 * New releases (spec §2, §9): the app polls builds/latest.json; once a newer build is out, the
 * next navigation is a full page load. A chunk that fails to load (an old build's file, gone)
 * reloads the page, at most once per 10 seconds so that a real outage cannot loop.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const LATEST_BUILD_URL = '/builds/latest.json';
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

export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(LATEST_BUILD_URL, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as { id?: unknown };
    return typeof manifest.id === 'string' ? manifest.id : null;
  } catch {
    return null;
  }
}

export function useBuildWatch(): void {
  const stale = useRef(false);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    const check = async () => {
      const latest = await fetchLatestBuildId();
      if (latest && latest !== __BUILD_ID__) stale.current = true;
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    const timer = window.setInterval(() => void check(), CHECK_INTERVAL_MS);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);

  useEffect(() => {
    if (pathname !== firstPath.current && stale.current) window.location.reload();
  }, [pathname]);
}
