import { act, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSlowConnection, likelyNextPages, LikelyNextPrefetch, PREFETCH_DELAY_MS } from './prefetch.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

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

  it('starts one second after the page shows', () => {
    const Stub = createRoutesStub([{ path: '*', Component: LikelyNextPrefetch }]);
    const spy = vi.spyOn(window, 'setTimeout');
    render(<Stub initialEntries={['/']} />);
    expect(spy).toHaveBeenCalledWith(expect.any(Function), PREFETCH_DELAY_MS);
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS));
  });

  it('does nothing on a slow-2g connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: 'slow-2g' } });
    expect(isSlowConnection()).toBe(true);
    const Stub = createRoutesStub([{ path: '*', Component: LikelyNextPrefetch }]);
    const spy = vi.spyOn(window, 'setTimeout');
    render(<Stub initialEntries={['/']} />);
    expect(spy).not.toHaveBeenCalledWith(expect.any(Function), PREFETCH_DELAY_MS);
  });
});
