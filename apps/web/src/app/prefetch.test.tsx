import { act, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payloadFiles } from './build-manifests.ts';
import { buildManifests, newerBuild, noteNewerBuild } from './build-watch.ts';
import {
  isSlowConnection,
  likelyNextPages,
  LikelyNextPrefetch,
  PREFETCH_BATCH,
  PREFETCH_DELAY_MS,
  prefetchFiles,
} from './prefetch.tsx';

// The chunk the prefetch loads after the first second, loaded before the clock is faked.
beforeAll(() => buildManifests());
beforeEach(() => {
  vi.useFakeTimers();
  // The batches wait for an idle moment: in these tests, a timer the fake clock runs.
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  noteNewerBuild(null);
  for (const link of document.querySelectorAll('link[rel="prefetch"]')) link.remove();
});

const payload = (build: string, modules: unknown[], styles: unknown[] = []) =>
  new Response(JSON.stringify({ build, path: '/', prerendered: true, modules, styles }));

/** A server of payloads (by path) and of the build manifests; records every URL asked for. */
function serve(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    return answers[path]?.() ?? new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => url);
}

const Stub = createRoutesStub([
  { path: '/', Component: LikelyNextPrefetch },
  { path: '/auth/login', Component: () => null },
]);

const links = (rel: string) =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

/** Lets the timers, the fetches and React's updates run. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Runs the next timer only: one task of the page. */
async function nextTask() {
  await act(async () => {
    await vi.advanceTimersToNextTimerAsync();
  });
}

describe('the prefetch of likely next pages (spec §2, §9)', () => {
  it('picks at most four next pages, in the page’s locale', () => {
    expect(likelyNextPages('/en/auth/login')).toEqual([
      '/en/cards',
      '/en/auth/signup',
      '/en/auth/reset',
      '/en/account',
    ]);
    expect(likelyNextPages('/')).toEqual(['/auth/login', '/auth/signup', '/cards']);
    expect(likelyNextPages('/nulle-part')).toEqual([]);
  });

  it('one second after the page shows, fetches each next page’s payload for this build and prefetches what it names, never as modulepreload', async () => {
    const asked = serve({
      '/auth/login/_payload.json': () => payload(__BUILD_ID__, ['/assets/login.js', '/assets/form.js']),
      '/auth/signup/_payload.json': () =>
        payload(__BUILD_ID__, ['/assets/signup.js', '/assets/form.js'], ['/assets/app.css']),
      '/cards/_payload.json': () => payload(__BUILD_ID__, ['/assets/cards.js']),
    });
    render(<Stub initialEntries={['/']} />);
    await wait(PREFETCH_DELAY_MS - 1);
    expect(asked()).toEqual([]);
    await wait(1);
    expect(asked()).toEqual([
      `/auth/login/_payload.json?v=${__BUILD_ID__}`,
      `/auth/signup/_payload.json?v=${__BUILD_ID__}`,
      `/cards/_payload.json?v=${__BUILD_ID__}`,
    ]);
    await wait(1);
    expect(links('prefetch')).toEqual([
      ['script', '/assets/login.js'],
      ['script', '/assets/form.js'],
      ['script', '/assets/signup.js'],
      ['script', '/assets/cards.js'],
      ['style', '/assets/app.css'],
    ]);
    expect(links('modulepreload')).toEqual([]);
    expect(newerBuild()).toBeNull();
  });

  it('leaves out what the page fetched already, what is not a file of the build, and a page without payload', async () => {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = '/assets/form.js';
    document.head.append(preload);
    serve({
      '/a/_payload.json': () =>
        payload(__BUILD_ID__, [
          '/assets/form.js',
          '/assets/a.js',
          'https://evil.example/x.js',
          '/api/x',
          7,
          null,
        ]),
      '/b/_payload.json': () => new Response('<!doctype html>', { status: 200 }),
    });
    await expect(payloadFiles(['/a', '/b', '/c'], __BUILD_ID__, __BUILD_ID__)).resolves.toEqual({
      scripts: ['/assets/a.js'],
      styles: [],
      stale: false,
    });
    await expect(payloadFiles(['/a'], __BUILD_ID__, 'older-1')).resolves.toMatchObject({ stale: true });
    preload.remove();
  });

  it('on a payload of a newer build, finds that build and asks the next payloads for it', async () => {
    const asked = serve({
      '/builds/latest.json': () => new Response(JSON.stringify({ id: 'next-1', version: '0.2.0' })),
      '/builds/meta/next-1.json': () => new Response(JSON.stringify({ id: 'next-1', assets: [] })),
      '/auth/login/_payload.json': () => payload('next-1', ['/assets/login-next.js']),
      '/auth/signup/_payload.json': () => payload('next-1', []),
      '/cards/_payload.json': () => payload('next-1', []),
    });
    render(<Stub initialEntries={['/']} />);
    await wait(PREFETCH_DELAY_MS);
    expect(newerBuild()).toMatchObject({ id: 'next-1' });
    await wait(PREFETCH_DELAY_MS);
    expect(asked()).toContain('/auth/login/_payload.json?v=next-1');
    await wait(1);
    expect(links('prefetch')).toEqual([['script', '/assets/login-next.js']]);
  });

  it('adds the links a few at a time, each batch in a task of its own, and each file once', async () => {
    const modules = Array.from({ length: PREFETCH_BATCH * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
    const controller = new AbortController();
    prefetchFiles({ scripts: modules, styles: [] }, controller.signal);
    expect(links('prefetch')).toEqual([]);
    await nextTask();
    expect(links('prefetch')).toHaveLength(PREFETCH_BATCH);
    await nextTask();
    expect(links('prefetch')).toHaveLength(PREFETCH_BATCH * 2);
    // A second round naming the same files adds none of them again.
    prefetchFiles({ scripts: modules.slice(0, 3), styles: [] }, controller.signal);
    await wait(10);
    expect(links('prefetch').map(([, href]) => href)).toEqual(modules);
  });

  it('stops adding links once the page has changed', async () => {
    const controller = new AbortController();
    prefetchFiles({ scripts: ['/assets/a.js', '/assets/b.js'], styles: [] }, controller.signal);
    controller.abort();
    await wait(10);
    expect(links('prefetch')).toEqual([]);
  });

  it('does nothing on a slow-2g connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } });
    expect(isSlowConnection()).toBe(true);
    const asked = serve({});
    render(<Stub initialEntries={['/']} />);
    await wait(PREFETCH_DELAY_MS * 2);
    expect(asked()).toEqual([]);
    expect(links('prefetch')).toEqual([]);
  });
});
