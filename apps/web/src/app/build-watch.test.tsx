import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForNewerBuild, fetchLatestBuildId, followedLink } from './build-manifests.ts';
import {
  isChunkLoadError,
  lookForNewerBuild,
  noteNewerBuild,
  RELOAD_GUARD_MS,
  reloadOnce,
  useBuildWatch,
} from './build-watch.ts';

afterEach(() => {
  window.sessionStorage.clear();
  noteNewerBuild(null);
  delete (window as { __reactRouterManifest?: unknown }).__reactRouterManifest;
  delete (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules;
});

/** The server's build manifests: latest.json names `latest`; `metas` are the metas it has. */
function serve(latest: string, metas: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/builds/latest.json') return new Response(JSON.stringify({ id: latest }));
      const meta = /^\/builds\/meta\/(.+)\.json$/.exec(url)?.[1];
      if (meta && meta in metas) return new Response(JSON.stringify(metas[meta]));
      return new Response('Not Found', { status: 404 });
    }),
  );
}

/** The running build as React Router's globals describe it: home loaded, cards not yet. */
function runningBuild() {
  Object.assign(window, {
    __reactRouterManifest: {
      routes: {
        home: { id: 'home', module: '/assets/home-1.js', imports: [] },
        cards: {
          id: 'cards',
          module: '/assets/cards-1.js',
          clientLoaderModule: '/assets/cards-loader-1.js',
          imports: ['/assets/list-1.js'],
        },
      },
    },
    __reactRouterRouteModules: { home: {} },
  });
}

describe('new releases (spec §2)', () => {
  it('recognises a chunk that failed to load', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/cards-x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reads the latest build id, and shrugs off a missing manifest', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 'b-2' }))));
    await expect(fetchLatestBuildId()).resolves.toBe('b-2');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('no', { status: 404 })));
    await expect(fetchLatestBuildId()).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });

  it('takes a newer build only once its meta answers, and tells whether a module this page may need is gone', async () => {
    runningBuild();
    serve('b-1', {});
    await expect(checkForNewerBuild(null, 'b-1')).resolves.toBeNull();
    // latest.json names b-2, whose meta is not served yet (a build being written): not yet.
    serve('b-2', { 'b-3': { id: 'b-3', assets: [] } });
    await expect(checkForNewerBuild(null, 'b-1')).resolves.toBeNull();
    serve('b-2', { 'b-2': { id: 'b-3', assets: [] } });
    await expect(checkForNewerBuild(null, 'b-1')).resolves.toBeNull();
    serve('b-2', { 'b-2': { id: 'b-2' } });
    await expect(checkForNewerBuild(null, 'b-1')).resolves.toBeNull();
    // b-2 still has every module of the routes not loaded yet (home's may go).
    serve('b-2', {
      'b-2': { id: 'b-2', assets: ['/assets/cards-1.js', '/assets/cards-loader-1.js', '/assets/list-1.js'] },
    });
    const b2 = await checkForNewerBuild(null, 'b-1');
    expect(b2).toEqual({ id: 'b-2', gone: false });
    await expect(checkForNewerBuild(b2, 'b-1')).resolves.toBe(b2);
    serve('b-4', { 'b-4': { id: 'b-4', assets: ['/assets/cards-2.js'] } });
    await expect(checkForNewerBuild(b2, 'b-1')).resolves.toEqual({ id: 'b-4', gone: true });
    // A hostile latest.json cannot send the page anywhere.
    serve('../x', { '../x': { id: '../x', assets: [] } });
    await expect(checkForNewerBuild(b2, 'b-1')).resolves.toBe(b2);
  });

  it('follows a link of this site opened in this tab, and no other click', () => {
    const click = (html: string, init: MouseEventInit = {}) => {
      document.body.innerHTML = html;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      const target = document.body.querySelector('span') ?? document.body.firstElementChild!;
      let result: string | null = null;
      document.addEventListener('click', (e) => (result = followedLink(e)), { once: true, capture: true });
      target.dispatchEvent(event);
      return result;
    };
    expect(click('<a href="/auth/login"><span>Se connecter</span></a>')).toBe(
      `${window.location.origin}/auth/login`,
    );
    expect(click('<a href="/auth/login">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/auth/login">x</a>', { button: 1 })).toBeNull();
    expect(click('<a href="/auth/login" target="_blank">x</a>')).toBeNull();
    expect(click('<a href="/invoice.pdf" download>x</a>')).toBeNull();
    expect(click('<a href="https://example.org/">x</a>')).toBeNull();
    expect(click(`<a href="${window.location.pathname}#main">x</a>`)).toBeNull();
    expect(click('<button>x</button>')).toBeNull();
  });
});

/** Like the app shell: the watch lives above the pages, across navigations. */
function Shell() {
  useBuildWatch();
  return <Outlet />;
}

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to={name === 'a' ? '/b' : '/a'}>next</Link>
    </>
  );
}

const Stub = createRoutesStub([
  {
    Component: Shell,
    children: [
      { path: '/a', Component: () => <Page name="a" /> },
      { path: '/b', Component: () => <Page name="b" /> },
    ],
  },
]);

describe('the next navigation once a newer build is out', () => {
  function stubLocation() {
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign });
    return { reload, assign };
  }

  it('navigates in the app, then loads the new page in full, when the new build still has the modules', async () => {
    runningBuild();
    serve('b-2', {
      'b-2': { id: 'b-2', assets: ['/assets/cards-1.js', '/assets/cards-loader-1.js', '/assets/list-1.js'] },
    });
    const { reload, assign } = stubLocation();
    render(<Stub initialEntries={['/a']} />);
    await act(() => lookForNewerBuild('b-1'));
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'b' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the link’s page in full instead of navigating in the app when a module is gone', async () => {
    runningBuild();
    serve('b-2', { 'b-2': { id: 'b-2', assets: [] } });
    const { reload, assign } = stubLocation();
    render(<Stub initialEntries={['/a']} />);
    await act(() => lookForNewerBuild('b-1'));
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/b`);
    expect(screen.getByRole('heading', { name: 'a' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('navigates in the app as usual while no newer build is out', async () => {
    serve('b-1', {});
    const { reload, assign } = stubLocation();
    render(<Stub initialEntries={['/a']} />);
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'b' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'next' }));
    expect(await screen.findByRole('heading', { name: 'a' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
