/**
 * Hostile payloads for a call, drawn by fast-check from the call's own zod schema: for each
 * field a value that fits the schema, a value of a wrong kind, or none; extra fields; and the
 * values that break careless code (huge strings, NUL and lone surrogates, prototype keys, numbers
 * as strings, nesting at the limit); and payloads that fit but for one thing (a number sent as
 * text or text as a number, a field nested past the limit). The schema is read through zod's JSON Schema export, so a new
 * field of a new call is fuzzed without anyone writing a generator for it.
 */
import { MAX_NESTING_DEPTH } from '@oceane/domain';
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The JSON Schema of a zod schema, as the client sends it (input side). */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length <= 200);
  } catch {
    return fc.string();
  }
}

/** A value that fits the schema (as far as JSON Schema says; refinements may still refuse it). */
export function fittingValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((alternative) => fittingValue(alternative, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) return patternArbitrary(schema.pattern);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 80) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(fittingValue(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 4 ? fc.constant({}) : fittingObject(schema, depth + 1);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function fittingObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, fittingValue(property, depth)]),
  );
  return fc.record(model, { requiredKeys: Object.keys(properties) });
}

function nestedAt(levels: number, container: 'object' | 'array' = 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = container === 'object' ? { a: value } : [value];
  return value;
}

/** Values that break careless code, whatever the field's type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    '9'.repeat(40),
    -1,
    0,
    2 ** 53,
    -(2 ** 63),
    1.5,
    Number.MAX_VALUE,
    true,
    [],
    {},
    [null],
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
    '2026-02-30',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.constantFrom(100, 10_000, 200_000).map((length) => 'é'.repeat(length)),
  // Nested to the limit the JSON parser lets through (the top-level body is one more level).
  fc.constant(nestedAt(MAX_NESTING_DEPTH - 2)),
);

/** A body or query for a call: each field fitting, hostile or missing, and maybe extra fields. */
export function payloadArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fieldChoices = properties.map(([key, property]) =>
    fc
      .oneof(
        { weight: 6, arbitrary: fittingValue(property).map((value) => ({ value })) },
        { weight: 2, arbitrary: hostileValue.map((value) => ({ value })) },
        { weight: 1, arbitrary: fc.constant(null) },
      )
      .map((choice) => [key, choice] as const),
  );
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'sHMAC')),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc
    .tuple(fc.tuple(...fieldChoices), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([fields, extras]) => {
      const payload: Record<string, unknown> = {};
      for (const [key, choice] of fields) if (choice) payload[key] = choice.value;
      for (const [key, value] of Object.entries(extras)) {
        Object.defineProperty(payload, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return payload;
    });
}

/** A query carries text only: each value as the text a client could send. */
export function asQuery(payload: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) query[key] = value.map((item) => textOf(item));
    else query[key] = textOf(value);
  }
  return query;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === true) return '1';
  if (value === false) return '';
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

/** A body or query whose every field fits the schema (as far as JSON Schema says). */
export function fittingPayload(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  return fittingObject(schema, 0);
}

/** The same value of the other kind: a number as its text, numeric text as a number, text as a length. */
function otherKind(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value.length;
  return value;
}

/**
 * A fitting payload but for some fields (one at least, when the schema has any) sent as the
 * other kind: numbers as strings, strings as numbers, booleans as words.
 */
export function swappedKindPayload(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return fittingPayload(schema);
  return fc.tuple(fittingPayload(schema), fc.subarray(keys, { minLength: 1 })).map(([payload, swapped]) => {
    for (const key of swapped) payload[key] = otherKind(payload[key]);
    return payload;
  });
}

/**
 * A fitting payload with one field (a field of the schema, or an extra one) nested past
 * MAX_NESTING_DEPTH counting the payload's own level: refused as NESTING_TOO_DEEP whatever else
 * it holds.
 */
export function tooDeepPayload(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .record({
      payload: fittingPayload(schema),
      key: keys.length > 0 ? fc.constantFrom(...keys, 'extra') : fc.constant('extra'),
      levels: fc.integer({ min: MAX_NESTING_DEPTH, max: MAX_NESTING_DEPTH + 200 }),
      container: fc.constantFrom('object' as const, 'array' as const),
    })
    .map(({ payload, key, levels, container }) => ({ ...payload, [key]: nestedAt(levels, container) }));
}
