/**
 * Prefetch of the likely next pages (spec §2, §9; docs/decisions/051-build-manifests.md): one
 * second after a page shows, unless the connection is slow-2g, the app fetches the payload of up
 * to four likely next pages (`{page}/_payload.json?v={build}`, one small JSON each) and prefetches
 * the scripts and stylesheets it names that the page has not fetched yet. They are fetched with
 * `<link rel="prefetch">` (the lowest priority, into the HTTP cache, not compiled): modulepreload
 * would compile the login and cards code while the page is still hydrating (issue 9,
 * docs/decisions/036-web-first-paint.md). A payload of another build than the running one means a
 * new release: the build watch looks for it, and from then on the payloads are that build's, so
 * the full page load of the next navigation finds its files in the cache.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { localizedPath, pagePayloadUrl, splitLocale, type Locale } from '@oceane/domain';
import { pathsFor, type Paths } from '../lib/paths.ts';
import { checkForNewerBuild, newerBuild, onNewerBuild } from './build-watch.ts';

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

export type Prefetch = { scripts: string[]; styles: string[] };

/** Only the build's own files are prefetched, whatever a payload says. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function assetList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((href): href is string => ASSET.test(String(href))) : [];
}

/**
 * What this page has fetched already: its scripts, stylesheets, preloads and resources (the
 * prefetch links it renders stay, or a second round would take them away).
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
 * The files the pages' payloads name that this page has not fetched. A payload of another build
 * than `current` sends the build watch looking for that build; a page without payload is skipped.
 */
export async function payloadFiles(
  pages: readonly string[],
  build: string,
  current: string,
  signal?: AbortSignal,
): Promise<Prefetch> {
  const payloads = await Promise.all(
    pages.map(async (page) => {
      try {
        const response = await fetch(pagePayloadUrl(page, build), { signal });
        return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    }),
  );
  if (payloads.some((payload) => payload && payload.build !== current)) void checkForNewerBuild(current);
  const fetched = fetchedAlready();
  const fresh = (key: string) =>
    [...new Set(payloads.flatMap((payload) => assetList(payload?.[key])))].filter(
      (href) => !fetched.has(href),
    );
  return { scripts: fresh('modules'), styles: fresh('styles') };
}

const newerBuildId = () => newerBuild()?.id ?? null;

export function LikelyNextPrefetch() {
  const { pathname } = useLocation();
  const newer = useSyncExternalStore(onNewerBuild, newerBuildId, () => null);
  const [prefetch, setPrefetch] = useState<Prefetch | null>(null);

  useEffect(() => {
    const pages = likelyNextPages(pathname);
    if (pages.length === 0 || isSlowConnection()) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void payloadFiles(pages, newer ?? __BUILD_ID__, __BUILD_ID__, controller.signal).then(
        (files) => !controller.signal.aborted && setPrefetch(files),
      );
    }, PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pathname, newer]);

  if (!prefetch) return null;
  return (
    <>
      {prefetch.scripts.map((href) => (
        <link key={href} rel="prefetch" as="script" crossOrigin="anonymous" href={href} />
      ))}
      {prefetch.styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  );
}
