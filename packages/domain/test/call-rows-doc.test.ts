/**
 * The rows of the call tables of docs/api-contract.md are made from the call table and the
 * contract (issue 24 item 1, decision 067), as the error table is: each table between
 * `<!-- call-rows:start -->` and `<!-- call-rows:end -->` lists its calls (the doc chooses which,
 * and in which section), and for each the generator writes its `access` from `CALLS`, its
 * `body / query` (the request's fields, `?` for an optional one, nested objects and arrays
 * abbreviated `{…}`, `[{…}]`) and its `answer` (the response's top-level fields, or "a file" for
 * a `bytes` call) from `CONTRACT`. The `notes` column is the doc's own, kept as written. A call
 * not in the contract yet keeps its hand-written `body / query` and `answer` until its area is
 * written. UPDATE_DOCS=1 rewrites the rows; then `npx prettier --write docs/api-contract.md`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BYTES,
  CALL_LIST,
  CONTRACT,
  findCall,
  localeField,
  type Call,
  type CallContract,
  type CallName,
} from '../src/index.js';

const DOC = fileURLToPath(new URL('../../../docs/api-contract.md', import.meta.url));
const START = '<!-- call-rows:start -->';
const END = '<!-- call-rows:end -->';
const HEADER = ['call', 'access', 'body / query', 'answer', 'notes'];

/**
 * The calls the doc describes outside the generated tables, each named there as `METHOD path`:
 * health (not signed, "Signature"), the error report ("Monitoring", its body in prose), and the
 * sandbox provider's hosted pages (a browser's form in, a page out: their own table).
 */
const OUTSIDE_THE_ROWS: CallName[] = [
  'health',
  'reportError',
  'sandboxPaymentPage',
  'sandboxPaymentSubmit',
  'sandboxChallengePage',
  'sandboxChallengeSubmit',
];

type Side = 'input' | 'output';
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** The schema under optional, nullable, default, pipe and the like: what the field holds. */
function inner(schema: z.core.$ZodType, side: Side): z.core.$ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType as z.core.$ZodType, side);
    case 'pipe':
      return inner((side === 'input' ? def.in : def.out) as z.core.$ZodType, side);
    case 'lazy':
      return inner((def.getter as () => z.core.$ZodType)(), side);
    default:
      return schema;
  }
}

/** The values of a literal or a small enum, or of a union of them; null for anything else. */
function valuesOf(schema: z.core.$ZodType, side: Side): unknown[] | null {
  const def = defOf(inner(schema, side));
  if (def.type === 'literal') return def.values as unknown[];
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'union') {
    const all = (def.options as z.core.$ZodType[]).map((option) => valuesOf(option, side));
    return all.every((values) => values !== null) ? all.flat() : null;
  }
  return null;
}

/** Whether a value is an object, or one of several kinds of object. */
function holdsObjects(schema: z.core.$ZodType, side: Side): boolean {
  const def = defOf(inner(schema, side));
  if (def.type === 'object' || def.type === 'record') return true;
  return (
    def.type === 'union' && (def.options as z.core.$ZodType[]).some((option) => holdsObjects(option, side))
  );
}

/** What follows a field's name: `:{…}` for an object, `:[{…}]` or `:[…]` for an array, its values. */
function suffixOf(schema: z.core.$ZodType, side: Side): string {
  const field = inner(schema, side);
  const def = defOf(field);
  if (holdsObjects(field, side)) return ':{…}';
  if (def.type === 'array') return holdsObjects(def.element as z.core.$ZodType, side) ? ':[{…}]' : ':[…]';
  // The shared language field: its values are those of every call (see "Language of errors").
  if (schema === localeField) return '';
  const values = valuesOf(field, side);
  if (values && values.length <= 4)
    return `:${values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join('|')}`;
  return '';
}

/** Whether the client may leave a field out (input) or the server may (output). */
function isOptional(schema: z.core.$ZodType, side: Side): boolean {
  // A field with a default may be left out too (zod marks it `defaulted`).
  return side === 'input' ? schema._zod.optin !== undefined : schema._zod.optout === 'optional';
}

/** An object's fields as the doc writes them: `{items:[{…}],voucherCode?,acceptTerms:true}`. */
function fieldsOf(schema: z.core.$ZodType, side: Side): string {
  const object = inner(schema, side);
  const def = defOf(object);
  if (def.type === 'union')
    return (def.options as z.core.$ZodType[]).map((option) => fieldsOf(option, side)).join(' or ');
  if (def.type !== 'object') return '…';
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const fields = Object.entries(shape).map(
    ([key, field]) => `${key}${isOptional(field, side) ? '?' : ''}${suffixOf(field, side)}`,
  );
  return `{${fields.join(',')}}`;
}

/** A table cell's code: `|` escaped, as GitHub's tables need even inside backticks. */
const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;

/** The `body / query` cell of a call of the contract: its request's fields. */
function requestCell(contract: CallContract): string {
  return code(fieldsOf(contract.request, 'input'));
}

/** The `answer` cell: the response's top-level fields, or a file. */
function answerCell(call: Call, contract: CallContract | undefined): string | null {
  if (call.bytes) return 'a file';
  if (!contract) return null;
  return contract.response === BYTES ? 'a file' : code(fieldsOf(contract.response, 'output'));
}

/** A table row's cells, split at the `|` that are not escaped. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const rowOf = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** The call a row names in its first cell: `` `POST Order/create.json` ``. */
function callOfRow(cells: string[]): Call & { name: CallName } {
  const match = /^`(GET|POST|PUT|DELETE) ([^`\s]+)`$/.exec(cells[0] ?? '');
  const call = match ? findCall(match[1]!, match[2]!) : undefined;
  if (!call) throw new Error(`docs/api-contract.md: a call row names no call of the table: ${cells[0]}`);
  return call;
}

type Block = { start: number; end: number; lines: string[] };

/** The marked tables of the doc, each with its lines between the markers. */
function blocksOf(doc: string): Block[] {
  const blocks: Block[] = [];
  for (let at = doc.indexOf(START); at >= 0; at = doc.indexOf(START, at + 1)) {
    const end = doc.indexOf(END, at);
    if (end < 0) throw new Error(`docs/api-contract.md: ${START} without ${END}`);
    const lines = doc
      .slice(at + START.length, end)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    blocks.push({ start: at, end: end + END.length, lines });
  }
  return blocks;
}

/** A marked table as the generator writes it: the doc's calls and notes, the rest from the table. */
function generated(block: Block): { table: string; names: CallName[] } {
  const names: CallName[] = [];
  const rows = block.lines.slice(2).map((line) => {
    const cells = cellsOf(line);
    const call = callOfRow(cells);
    names.push(call.name);
    const contract = (CONTRACT as Partial<Record<CallName, CallContract>>)[call.name];
    return rowOf([
      code(`${call.method} ${call.path}`),
      call.access,
      contract ? requestCell(contract) : (cells[2] ?? ''),
      answerCell(call, contract) ?? cells[3] ?? '',
      cells[4] ?? '',
    ]);
  });
  const table = [rowOf(HEADER), rowOf(HEADER.map(() => '---')), ...rows].join('\n');
  return { table, names };
}

/** The cells of a table, whatever widths Prettier gave it. */
function normalized(lines: string[]): string[] {
  return lines.map((line) =>
    cellsOf(line)
      .map((cell) => cell.replace(/^-+$/, '---'))
      .join('|'),
  );
}

describe('the call rows of docs/api-contract.md', () => {
  const doc = readFileSync(DOC, 'utf8');
  const blocks = blocksOf(doc);

  it('writes each row’s access, request and answer from the call table and the contract', () => {
    expect(blocks.length, 'the doc has marked call tables').toBeGreaterThan(0);
    const tables = blocks.map(generated);
    const differ = blocks.some(
      (block, index) =>
        normalized(block.lines).join('\n') !== normalized(tables[index]!.table.split('\n')).join('\n'),
    );
    if (process.env.UPDATE_DOCS && differ) {
      let rewritten = doc;
      for (let index = blocks.length - 1; index >= 0; index -= 1) {
        const block = blocks[index]!;
        const table = tables[index]!.table;
        rewritten = `${rewritten.slice(0, block.start)}${START}\n\n${table}\n\n${END}${rewritten.slice(block.end)}`;
      }
      writeFileSync(DOC, rewritten);
      return;
    }
    for (const [index, block] of blocks.entries())
      expect(normalized(block.lines), `call table ${index + 1} (UPDATE_DOCS=1 rewrites it)`).toEqual(
        normalized(tables[index]!.table.split('\n')),
      );
  });

  it('gives every call of the table a row, but those the doc describes elsewhere', () => {
    const inRows = new Set(blocks.flatMap((block) => generated(block).names));
    const missing = CALL_LIST.filter(
      (call) => !inRows.has(call.name) && !OUTSIDE_THE_ROWS.includes(call.name),
    );
    expect(
      missing.map((call) => `${call.method} ${call.path}`),
      'add a row with the call and its notes to its section, then UPDATE_DOCS=1',
    ).toEqual([]);
    for (const name of OUTSIDE_THE_ROWS) {
      const call = CALL_LIST.find((entry) => entry.name === name)!;
      expect(inRows.has(name), `${name} has a row: remove it from OUTSIDE_THE_ROWS`).toBe(false);
      const path = call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(doc, `${name} is described in the doc`).toMatch(new RegExp(`[ /]${path}\``));
    }
  });

  it('writes a request’s fields: optional ones with ?, nested ones abbreviated, literals and small enums', () => {
    const request = z.strictObject({
      items: z.array(z.object({ id: z.number() })),
      codes: z.array(z.string()).optional(),
      mode: z.enum(['BUS', 'BOAT']).optional(),
      installments: z.union([z.literal(1), z.literal(4)]),
      acceptTerms: z.literal(true),
      holder: z.object({ name: z.string() }).nullable(),
      count: z.number().default(1),
      locale: localeField,
    });
    expect(requestCell({ request, response: z.object({}) })).toBe(
      "`{items:[{…}],codes?:[…],mode?:'BUS'\\|'BOAT',installments:1\\|4,acceptTerms:true,holder:{…},count?,locale?}`",
    );
    const call = { method: 'GET', path: 'x', access: 'public' } as const;
    const response = z.union([
      z.object({ user: z.object({}) }),
      z.object({ profiles: z.array(z.union([z.object({}), z.null()])) }),
    ]);
    expect(answerCell(call, { request, response })).toBe('`{user:{…}} or {profiles:[{…}]}`');
    expect(answerCell({ ...call, bytes: true }, undefined)).toBe('a file');
    expect(answerCell(call, undefined)).toBeNull();
  });
});
