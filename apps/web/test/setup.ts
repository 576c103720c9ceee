/**
 * Test setup: jest-dom matchers, a clean DOM and browser storage for each test, and a failed test
 * for any console.error (a React warning is a bug, as in epic-stack).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadLocale } from '../src/i18n/i18n.ts';

// The browser loads its locale's texts before it hydrates (entry.client.tsx); tests have both.
await Promise.all([loadLocale('fr'), loadLocale('en')]);

// findBy… and waitFor wait up to 1 s by default; a loaded 2-core CI machine needs more.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});
