/**
 * The configuration tables of README.md and apps/api/README.md are made from the schema of
 * src/config-variables.ts (each variable's description and default), so the docs cannot drift
 * from what the server reads: the same approach as the error table of docs/api-contract.md
 * (packages/domain/test/error-table-doc.test.ts). UPDATE_DOCS=1 rewrites them; then run Prettier
 * on the two files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envSchema, type VariableDoc } from '../src/config-variables.js';

const READMES = ['../../../README.md', '../README.md'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
const START = '<!-- env-table:start (generated from apps/api/src/config-variables.ts) -->';
const END = '<!-- env-table:end -->';

/** The value the schema gives an unset variable, looking through its pipes, or undefined. */
function defaultValue(schema: z.core.$ZodType): unknown {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: z.core.$ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return defaultValue(def.in);
  return undefined;
}

function documentation(name: string, schema: z.ZodType): VariableDoc {
  const meta = (schema.meta() ?? {}) as Partial<VariableDoc>;
  if (!meta.description) throw new Error(`${name} has no description in src/config-variables.ts`);
  return { description: meta.description, defaultText: meta.defaultText };
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function envTable(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const { description, defaultText } = documentation(name, schema);
    const value = defaultValue(schema);
    const shown = defaultText ?? (value === undefined ? 'unset' : `\`${String(value)}\``);
    return `| \`${name}\` | ${cell(shown)} | ${cell(description)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
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

describe('the configuration tables of the READMEs', () => {
  it('describes every variable in the schema, with what its default column shows', () => {
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      const { description, defaultText } = documentation(name, schema);
      expect(description.length, name).toBeGreaterThan(10);
      // A variable with nothing to show as its default says what happens when it is unset.
      if (defaultValue(schema) === undefined && defaultText === undefined) {
        expect(schema.safeParse(undefined).success, `${name} is optional`).toBe(true);
      }
    }
  });

  it.each(READMES)('lists every variable the server reads, with its default and meaning: %s', (readme) => {
    const doc = readFileSync(readme, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, 'the table markers are in the README').toBeGreaterThan(-1);
    expect(end, 'the table markers are in the README').toBeGreaterThan(start);
    const expected = `${START}\n\n${envTable()}\n\n${END}`;
    const current = doc.slice(start, end + END.length);
    if (process.env.UPDATE_DOCS && cells(current).join() !== cells(expected).join()) {
      writeFileSync(readme, doc.slice(0, start) + expected + doc.slice(end + END.length));
      return;
    }
    expect(cells(current)).toEqual(cells(expected));
  });
});
