/**
 * New releases (spec §2, §9; docs/decisions/051-build-manifests.md): once a newer build is
 * completely served (app/build-manifests.ts finds it), the next navigation is a full page load,
 * straight from the link when the new build lacks a module this page may still need. A
 * chunk that fails to load reloads the page, at most once per 10 seconds so that a real outage
 * cannot loop. What reads the build manifests is a chunk of its own, loaded after the first second:
 * the hydration of every page stays as light as before.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type * as BuildManifests from './build-manifests.ts';

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

/** A build newer than the running one; `gone`: it lacks a module this page may still load. */
export type NewerBuild = { id: string; gone: boolean };

let newer: NewerBuild | null = null;
const listeners = new Set<() => void>();

export function newerBuild(): NewerBuild | null {
  return newer;
}

export function onNewerBuild(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteNewerBuild(build: NewerBuild | null): void {
  newer = build;
  for (const listener of listeners) listener();
}

let manifests: Promise<typeof BuildManifests> | undefined;
let loaded: typeof BuildManifests | undefined;

/**
 * The chunk that reads the build manifests, loaded once (by the prefetch, a second after the first
 * page shows; else at the first check). Loaded after a release removed it, it fails: the page then
 * learns of the release from a chunk that fails to load, as before.
 */
export function buildManifests(): Promise<typeof BuildManifests> {
  manifests ??= import('./build-manifests.ts').then((module) => (loaded = module));
  return manifests;
}

/** Looks for a newer build than the one known (app/build-manifests.ts) and tells the page. */
export async function lookForNewerBuild(current = __BUILD_ID__): Promise<void> {
  try {
    const found = await (await buildManifests()).checkForNewerBuild(newer, current);
    if (found && found.id !== newer?.id) noteNewerBuild(found);
  } catch {
    // The chunk is gone: a chunk that fails to load will tell.
  }
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
      const target = newer?.gone ? loaded?.followedLink(event) : null;
      if (!target) return;
      event.preventDefault();
      window.location.assign(target);
    };
    const timer = window.setInterval(() => void lookForNewerBuild(), CHECK_INTERVAL_MS);
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
