import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script, without types
import { DEFERRED_MODULE_ID, paintBeforeScripts } from '../../scripts/first-paint.mjs';

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
