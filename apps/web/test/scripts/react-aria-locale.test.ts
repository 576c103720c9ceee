import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cheapLocaleCheck } from '../../vite.react-aria-locale.ts';

const require = createRequire(import.meta.url);

/** The installed react-aria's default-locale module, the file the build changes. */
function installedFile(): { id: string; code: string } {
  let dir = dirname(require.resolve('react-aria'));
  while (!dir.endsWith('react-aria')) dir = dirname(dir);
  const id = join(dir, 'dist/private/i18n/useDefaultLocale.mjs');
  return { id, code: readFileSync(id, 'utf8') };
}

describe("react-aria's default-locale check (vite.react-aria-locale.ts)", () => {
  it('changes the installed react-aria: no more loading of the date locales at start', () => {
    const { id, code } = installedFile();
    const changed = cheapLocaleCheck(code, id);
    expect(changed).not.toBeNull();
    expect(changed).not.toContain('supportedLocalesOf');
    expect(changed).toContain('Intl.getCanonicalLocales([');
    // Nothing else of the file moves.
    expect(changed!.length).toBe(
      code.length - 'DateTimeFormat.supportedLocalesOf'.length + 'getCanonicalLocales'.length,
    );
  });

  it('throws for exactly the tags the original check threw for, so the fallback to en-US is unchanged', () => {
    const tags: unknown[] = [
      'fr-FR',
      'en',
      'en-US',
      'zz',
      'i-klingon',
      'de-CH-1996',
      'en_US',
      '',
      'fr-',
      '123',
      'a'.repeat(9),
    ];
    tags.push(42, null, { length: 1, 0: 'fr' });
    const throws = (check: () => unknown) => {
      try {
        check();
        return 'no error';
      } catch (error) {
        return (error as Error).constructor.name;
      }
    };
    for (const tag of tags) {
      expect(
        throws(() => Intl.getCanonicalLocales([tag as string])),
        String(tag),
      ).toBe(throws(() => Intl.DateTimeFormat.supportedLocalesOf([tag as string])));
    }
  });

  it('leaves every other file alone', () => {
    const code = 'Intl.DateTimeFormat.supportedLocalesOf(["fr"])';
    expect(
      cheapLocaleCheck(code, '/x/node_modules/react-aria/dist/private/i18n/I18nProvider.mjs'),
    ).toBeNull();
    expect(cheapLocaleCheck(code, '/x/src/lib/useDefaultLocale.mjs')).toBeNull();
  });

  it('fails the build when an upgrade of react-aria no longer holds the one call', () => {
    const id = '/x/node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs';
    expect(() => cheapLocaleCheck('let locale = "en-US";', id)).toThrow(/found 0/);
    const twice = 'Intl.DateTimeFormat.supportedLocalesOf([a]); Intl.DateTimeFormat.supportedLocalesOf([b]);';
    expect(() => cheapLocaleCheck(twice, `${id}?v=1`)).toThrow(/found 2/);
  });
});
