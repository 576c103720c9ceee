import { act, render } from '@testing-library/react';
import { useContext } from 'react';
import { createRoutesStub, UNSAFE_FrameworkContext, type UNSAFE_AssetsManifest } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isSlowConnection,
  likelyNextPages,
  LikelyNextPrefetch,
  pageModules,
  PREFETCH_DELAY_MS,
} from './prefetch.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A build manifest as React Router's framework build writes it, for the stub's route ids. */
function manifestEntry(id: string, module: string, extra: Record<string, unknown> = {}) {
  return { id, module, hasAction: false, hasLoader: false, hasClientAction: false, ...extra };
}
const MANIFEST = {
  entry: { module: '/assets/entry.js', imports: [] },
  url: '/assets/manifest.js',
  version: '1',
  routes: {
    home: manifestEntry('home', '/assets/home.js'),
    login: manifestEntry('login', '/assets/login.js', { imports: ['/assets/form-kit.js'] }),
    signup: manifestEntry('signup', '/assets/signup.js', { imports: ['/assets/form-kit.js'] }),
    cards: manifestEntry('cards', '/assets/cards.js', { clientLoaderModule: '/assets/cards-loader.js' }),
  },
} as unknown as UNSAFE_AssetsManifest;

/** The page, with the build's manifest in place of the stub's, where only the home page is loaded. */
function WithManifest() {
  const stub = useContext(UNSAFE_FrameworkContext)!;
  return (
    <UNSAFE_FrameworkContext
      value={{ ...stub, manifest: MANIFEST, routeModules: { home: { default: () => null } } }}
    >
      <LikelyNextPrefetch />
    </UNSAFE_FrameworkContext>
  );
}

const Stub = createRoutesStub([
  { id: 'home', path: '/', Component: WithManifest },
  { id: 'login', path: '/auth/login', Component: () => null },
  { id: 'signup', path: '/auth/signup', Component: () => null },
  { id: 'cards', path: '/cards', Component: () => null },
]);

const links = (rel: string) =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

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

  it('one second after the page shows, fetches the next pages’ modules at low priority, never as modulepreload', () => {
    const spy = vi.spyOn(window, 'setTimeout');
    render(<Stub initialEntries={['/']} />);
    expect(spy).toHaveBeenCalledWith(expect.any(Function), PREFETCH_DELAY_MS);
    expect(links('prefetch')).toEqual([]);
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS));
    expect(links('prefetch')).toEqual([
      '/assets/login.js',
      '/assets/form-kit.js',
      '/assets/signup.js',
      '/assets/cards.js',
      '/assets/cards-loader.js',
    ]);
    for (const link of document.querySelectorAll('link[rel="prefetch"]')) {
      expect(link).toHaveAttribute('as', 'script');
    }
    expect(links('modulepreload')).toEqual([]);
  });

  it('leaves out the modules of routes already loaded and paths no route matches', () => {
    const routes = [
      { id: 'home', path: '/' },
      { id: 'login', path: '/auth/login' },
    ];
    expect(
      pageModules(['/', '/auth/login', '/nulle-part'], routes, MANIFEST, { home: { default: () => null } }),
    ).toEqual(['/assets/login.js', '/assets/form-kit.js']);
    expect(pageModules(['/auth/login'], routes, MANIFEST, { login: { default: () => null } })).toEqual([]);
  });

  it('does nothing on a slow-2g connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } });
    expect(isSlowConnection()).toBe(true);
    const spy = vi.spyOn(window, 'setTimeout');
    render(<Stub initialEntries={['/']} />);
    expect(spy).not.toHaveBeenCalledWith(expect.any(Function), PREFETCH_DELAY_MS);
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS * 2));
    expect(links('prefetch')).toEqual([]);
  });
});
