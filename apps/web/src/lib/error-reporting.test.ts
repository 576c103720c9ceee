import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok } from '../../test/api.ts';
import { ApiClientError } from './api-errors.ts';
import {
  installErrorReporting,
  MAX_REPORTS_PER_VISIT,
  REPORT_EVENT,
  reportError,
  resetErrorReporting,
} from './error-reporting.ts';
import { loadPublicConfig, setPublicConfig } from './public-config.ts';
import { endSession, startSession } from './session.ts';

const PATH = 'Monitoring/reportError.json';

async function withConfig(extra: Record<string, unknown>, handlers = { [PATH]: ok({ received: true }) }) {
  const api = fakeApi(handlers);
  setPublicConfig({ ...(await loadPublicConfig()), ...extra });
  return api;
}

beforeEach(() => resetErrorReporting(() => 0.5));
afterEach(() => endSession());

describe('error reporting', () => {
  it('sends what broke, where and in which build, without naming the passenger or the query values', async () => {
    startSession({ userToken: 'secret-token', userId: 5, userName: 'A', userLastname: 'B' }, null);
    window.history.replaceState(null, '', '/en/auth/reset/confirm?email=a%40b.org&code=secret');
    const api = await withConfig({ errorReporting: true, traceSampleRate: 0.7 });
    const error = new TypeError('holder is undefined');
    error.stack = `TypeError: holder is undefined\n${'    at frame (/assets/cards.js:1:1)\n'.repeat(400)}`;

    expect(await reportError('error', error)).toBe(true);
    const [report] = api.calls(PATH);
    expect(report!.method).toBe('POST');
    expect(report!.body).toMatchObject({
      kind: 'error',
      message: 'holder is undefined',
      name: 'TypeError',
      page: '/en/auth/reset/confirm?email=&code=',
      release: __BUILD_ID__,
      traceId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    expect((report!.body as { stack: string }).stack).toHaveLength(8000);
    expect(report!.body).not.toHaveProperty('userToken');
    expect(JSON.stringify(report!.body)).not.toMatch(/secret|a%40b|a@b/);
    window.history.replaceState(null, '', '/');
  });

  it('follows the sample: a visit drawn out of the 70 % sends nothing, for any error', async () => {
    resetErrorReporting(() => 0.7);
    const api = await withConfig({ errorReporting: true, traceSampleRate: 0.7 });
    expect(await reportError('error', new Error('first'))).toBe(false);
    expect(await reportError('unhandledrejection', new Error('second'))).toBe(false);
    expect(api.calls(PATH)).toHaveLength(0);
  });

  it('uses 0.7 when the configuration gives no rate', async () => {
    resetErrorReporting(() => 0.69);
    const api = await withConfig({ errorReporting: true });
    expect(await reportError('error', new Error('kept'))).toBe(true);
    resetErrorReporting(() => 0.71);
    expect(await reportError('error', new Error('dropped'))).toBe(false);
    expect(api.calls(PATH)).toHaveLength(1);
  });

  it('sends nothing when the configuration does not enable it', async () => {
    const api = await withConfig({ errorReporting: false });
    expect(await reportError('error', new Error('boom'))).toBe(false);
    expect(api.calls(PATH)).toHaveLength(0);
  });

  it('sends each error once and at most ten per visit, and skips what no one can act on', async () => {
    const api = await withConfig({ errorReporting: true, traceSampleRate: 1 });
    await reportError('error', new Error('same'));
    await reportError('error', new Error('same'));
    expect(api.calls(PATH)).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) await reportError('error', new Error(`distinct ${i}`));
    expect(api.calls(PATH)).toHaveLength(MAX_REPORTS_PER_VISIT);

    resetErrorReporting(() => 0);
    const quiet = await withConfig({ errorReporting: true, traceSampleRate: 1 });
    await reportError('error', 'Script error.');
    await reportError('error', new Error('ResizeObserver loop completed with undelivered notifications.'));
    await reportError(
      'unhandledrejection',
      new ApiClientError({ message: 'Forbidden', code: 'FORBIDDEN', kind: 'bad request', status: 403 }),
    );
    expect(quiet.calls(PATH)).toHaveLength(0);
  });

  it('drops a report the server refuses, without throwing', async () => {
    const api = await withConfig(
      { errorReporting: true, traceSampleRate: 1 },
      { [PATH]: ko('RATE_LIMITED', 'Too many', 429) },
    );
    await expect(reportError('error', new Error('boom'))).resolves.toBe(false);
    expect(api.calls(PATH).length).toBeGreaterThan(0);
  });

  it('hears a failure that code loaded later reports by its event, while installed', async () => {
    const api = await withConfig({ errorReporting: true, traceSampleRate: 1 });
    const uninstall = installErrorReporting();
    const failure = new Error('The browser refused to save oceane.cart: QuotaExceededError');
    failure.name = 'LocalStorageError';
    window.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail: failure }));
    await expect.poll(() => api.calls(PATH)).toHaveLength(1);
    expect(api.calls(PATH)[0]!.body).toMatchObject({ kind: 'error', name: 'LocalStorageError' });
    uninstall();
    window.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail: new Error('after') }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(PATH)).toHaveLength(1);
  });

  it('hears uncaught errors and rejected promises while installed, and nothing after', async () => {
    const api = await withConfig({ errorReporting: true, traceSampleRate: 1 });
    const uninstall = installErrorReporting();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('bad index'), message: 'bad index' }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('lost promise') });
    window.dispatchEvent(rejection);
    await expect
      .poll(() =>
        api
          .calls(PATH)
          .map((call) => (call.body as { kind: string }).kind)
          .sort(),
      )
      .toEqual(['error', 'unhandledrejection']);
    uninstall();
    // Another listener stands in for ours, or the test runner would take the event as its own.
    const other = vi.fn();
    window.addEventListener('error', other);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    window.removeEventListener('error', other);
    expect(other).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(PATH)).toHaveLength(2);
  });
});

afterEach(() => setPublicConfig(null));
