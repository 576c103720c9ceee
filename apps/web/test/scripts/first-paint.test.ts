import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs build script, without types
import { DEFERRED_MODULE_ID, paintBeforeScripts, PRELOADS_PER_TASK } from '../../scripts/first-paint.mjs';

const MODULE = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-1.js");';
const PAGE =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Accueil</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css"/></head><body><main><h1>Accueil</h1></main>' +
  `<script>window.context = 1;</script><script type="module" async="">${MODULE}</script></body></html>`;

describe('paintBeforeScripts', () => {
  const page = (paintBeforeScripts as (html: string) => string)(PAGE);

  it('puts the stylesheet first in the head and leaves no script to fetch before the paint', () => {
    expect(page).toContain('<title>Accueil</title><link rel="stylesheet" href="/assets/app-1.css"/></head>');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain('<script>window.context = 1;</script>');
  });

  it('keeps the module script, word for word, for the loader to start after the first paint', () => {
    expect(page).toContain(
      `<script type="text/x-module" id="${DEFERRED_MODULE_ID as string}">${MODULE}</script>`,
    );
    expect(page).toContain('["/assets/manifest-1.js","/assets/entry.client-1.js"]');
    expect(page).toContain('getEntriesByName("first-contentful-paint")');
  });

  it('refuses a page it does not recognise rather than leaving it without its app', () => {
    expect(() => (paintBeforeScripts as (html: string) => string)('<html><title>x</title></html>')).toThrow();
  });
});

describe("the first paint's loader", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    document.body.replaceChildren();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('adds the preloads a few per task, then the module script, so that no task is long', () => {
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/m${index}.js`);
    const html = (paintBeforeScripts as (html: string) => string)(
      PAGE.replace(
        '<link rel="stylesheet"',
        `${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('')}<link rel="stylesheet"`,
      ),
    );
    const inert = html.match(/<script type="text\/x-module" id="app-start">([\s\S]*?)<\/script>/)![1]!;
    const loader = html.match(/<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/)![1]!;
    const copy = document.createElement('script');
    copy.type = 'text/x-module';
    copy.id = DEFERRED_MODULE_ID as string;
    copy.textContent = inert;
    document.body.append(copy);
    // A page in the background starts at once, without waiting for a paint.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    vi.useFakeTimers();
    const added = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const moduleScript = () => document.body.querySelector('script[type="module"]');

    new Function(loader)();
    const perTask = PRELOADS_PER_TASK as number;
    expect(added()).toBe(perTask);
    expect(moduleScript()).toBeNull();
    vi.advanceTimersToNextTimer();
    expect(added()).toBe(2 * perTask);
    vi.runAllTimers();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-1.js',
      ...hrefs,
    ]);
    expect(moduleScript()?.textContent).toBe(inert);
  });
});
