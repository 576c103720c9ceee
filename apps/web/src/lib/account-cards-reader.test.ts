/**
 * Account/getCards.json is asked for in one place (issue 24 item 5): lib/account-cards-request.ts,
 * read through lib/account-cards.ts's one query. A feature that calls it again would hold a second
 * copy of the list under another key, which a change of a card would not refresh.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const THE_READER = 'lib/account-cards-request.ts';
const CALLS_GET_CARDS = /CALLS\.getCards\b|Account\/getCards\.json['"`]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one reader of the account’s cards', () => {
  it('no source file but lib/account-cards-request.ts calls Account/getCards.json', () => {
    const callers = sourceFiles(SRC)
      .filter((file) => CALLS_GET_CARDS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split('\\').join('/'));
    expect(callers).toEqual([THE_READER]);
  });
});
