/**
 * Prefetch of the likely next pages (spec §2, §9; docs/decisions/051-build-manifests.md): one
 * second after a page shows, unless the connection is slow-2g, the app fetches the payload of up
 * to four likely next pages (`{page}/_payload.json?v={build}`, one small JSON each) and prefetches
 * the scripts and stylesheets it names that the page has not fetched yet. They are fetched with
 * `<link rel="prefetch">` (the lowest priority, into the HTTP cache, not compiled): modulepreload
 * would compile the login and cards code while the page is still hydrating (issue 9,
 * docs/decisions/036-web-first-paint.md). A payload of another build than the running one sends
 * the build watch looking for a newer build; once one is known, the payloads are that build's, so
 * the full page load of the next navigation finds its files in the cache.
 *
 * The links are added a few at a time, each batch in a task of its own when the browser is idle:
 * each prefetch link costs the browser about a millisecond on a slow phone (measured at 4× CPU
 * slowdown: 93 links in one go took 100 ms), and rendering them all at once was the longest task
 * of the home page after its first paint (issue 9).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { localizedPath, splitLocale, type Locale } from '@oceane/domain';
import { pathsFor, type Paths } from '../lib/paths.ts';
import type { Prefetch } from './build-manifests.ts';
import { buildManifests, lookForNewerBuild, newerBuild, onNewerBuild } from './build-watch.ts';

export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_LIMIT = 4;

/** From each page, the pages a user most often opens next, most likely first. */
function likelyNext(paths: Paths): Record<string, string[]> {
  return {
    [paths.home()]: [paths.login(), paths.signup(), paths.cards()],
    [paths.login()]: [paths.cards(), paths.signup(), paths.reset(), paths.account()],
    [paths.signup()]: [paths.cards(), paths.login()],
    [paths.reset()]: [paths.login()],
    [paths.cards()]: [paths.account()],
    [paths.account()]: [paths.cards()],
  };
}

const LIKELY_NEXT: Record<Locale, Record<string, string[]>> = {
  fr: likelyNext(pathsFor('fr')),
  en: likelyNext(pathsFor('en')),
};

export function likelyNextPages(pathname: string): string[] {
  const { locale, path } = splitLocale(pathname);
  return (LIKELY_NEXT[locale][localizedPath(path, locale)] ?? []).slice(0, PREFETCH_LIMIT);
}

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true;
}

const newerBuildId = () => newerBuild()?.id ?? null;

/** Links added per task. */
export const PREFETCH_BATCH = 6;

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 0);
}

function prefetchLink(href: string, as: 'script' | 'style'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', as);
  // The same mode as the module scripts that will load the file, so the cached copy is used.
  if (as === 'script') link.crossOrigin = 'anonymous';
  link.href = href;
  return link;
}

/**
 * Adds a prefetch link for each file not prefetched yet, PREFETCH_BATCH at a time, one batch per
 * idle moment, until `signal` aborts (the page changed).
 */
export function prefetchFiles(files: Pick<Prefetch, 'scripts' | 'styles'>, signal: AbortSignal): void {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const queue = [
    ...files.scripts.map((href) => ({ href, as: 'script' as const })),
    ...files.styles.map((href) => ({ href, as: 'style' as const })),
  ].filter(({ href }) => !present.has(href));
  const addBatch = () => {
    if (signal.aborted) return;
    document.head.append(...queue.splice(0, PREFETCH_BATCH).map(({ href, as }) => prefetchLink(href, as)));
    if (queue.length > 0) whenIdle(addBatch);
  };
  if (queue.length > 0) whenIdle(addBatch);
}

export function LikelyNextPrefetch() {
  const { pathname } = useLocation();
  const newer = useSyncExternalStore(onNewerBuild, newerBuildId, () => null);

  useEffect(() => {
    const pages = likelyNextPages(pathname);
    if (pages.length === 0 || isSlowConnection()) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      buildManifests()
        .then((module) => module.payloadFiles(pages, newer ?? __BUILD_ID__, __BUILD_ID__, controller.signal))
        .then((files) => {
          if (files.stale) void lookForNewerBuild();
          prefetchFiles(files, controller.signal);
        })
        .catch(() => undefined);
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pathname, newer]);

  return null;
}
