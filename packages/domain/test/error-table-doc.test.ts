/**
 * The error table of docs/api-contract.md is made from ERROR_STATUS and the messages, so the docs
 * cannot drift from the api (issue 6, part B 1). UPDATE_DOCS=1 rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, type ErrorCode } from '../src/errors.js';
import { messageFor } from '../src/messages.js';

const DOC = fileURLToPath(new URL('../../../docs/api-contract.md', import.meta.url));
const START = '<!-- error-table:start -->';
const END = '<!-- error-table:end -->';

function errorTable(): string {
  const rows = (Object.entries(ERROR_STATUS) as Array<[ErrorCode, number]>)
    .sort(([codeA, statusA], [codeB, statusB]) => statusA - statusB || codeA.localeCompare(codeB))
    .map(
      ([code, status]) => `| ${status} | \`${code}\` | ${messageFor('en', code).replaceAll('|', '\\|')} |`,
    );
  return ['| status | code | message (en) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The table's cells, whatever widths and blank lines Prettier gave it. */
function cells(markdown: string): string[] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-+$/, '---'))
        .join('|'),
    );
}

describe('the error table of docs/api-contract.md', () => {
  it('lists every code the api answers, with its status and message', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the table markers are in the doc').toBeGreaterThan(-1);
    const expected = `${START}\n${errorTable()}\n${END}`;
    const current = doc.slice(start, end + END.length);
    if (process.env.UPDATE_DOCS && cells(current).join() !== cells(expected).join()) {
      writeFileSync(DOC, doc.slice(0, start) + expected + doc.slice(end + END.length));
      return;
    }
    expect(cells(current)).toEqual(cells(expected));
  });

  it('gives every code a message of its own in both languages', () => {
    // INTERNAL_ERROR says the generic sentence on purpose: a 5xx tells nothing of its cause.
    for (const code of Object.keys(ERROR_STATUS).filter((code) => code !== 'INTERNAL_ERROR')) {
      expect(messageFor('en', code), code).not.toBe(messageFor('en', 'GENERIC'));
      expect(messageFor('fr', code), code).not.toBe(messageFor('fr', 'GENERIC'));
    }
  });
});
