import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLatestBuildId, isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from './build-watch.ts';

afterEach(() => window.sessionStorage.clear());

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
  });
});
