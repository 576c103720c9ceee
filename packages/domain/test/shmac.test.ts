import { describe, expect, it } from 'vitest';
import {
  MAX_NESTING_DEPTH,
  NestingTooDeepError,
  canonicalText,
  computeShmac,
  exceedsNestingDepth,
  signBody,
  signedQueryString,
  verifyShmac,
} from '../src/shmac.js';
import vectorsFile from '../src/shmac-vectors.json' with { type: 'json' };

type Vector = {
  name: string;
  payload: Record<string, unknown>;
  undefinedPaths: string[];
  query: boolean;
  canonical: string;
  sHMAC: string;
};

/** The vector's payload with its undefined keys put back (JSON cannot carry undefined). */
function payloadOf(vector: Vector): Record<string, unknown> {
  const payload = structuredClone(vector.payload);
  for (const path of vector.undefinedPaths) {
    const parts = path.split('.');
    let target: Record<string, unknown> = payload;
    for (const part of parts.slice(0, -1)) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts.at(-1)!] = undefined;
  }
  return payload;
}

describe('sHMAC against the published vectors', () => {
  const { key, vectors } = vectorsFile as { key: string; vectors: Vector[] };
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', async (_name, vector) => {
    const payload = payloadOf(vector);
    expect(canonicalText(payload, { dropNull: vector.query })).toBe(vector.canonical);
    expect(await computeShmac(payload, key, { dropNull: vector.query })).toBe(vector.sHMAC);
  });
});

describe('sHMAC rules', () => {
  const key = 'portal-dev-signature-key';

  it('maps true to 1 and false, null to empty text', () => {
    expect(canonicalText({ a: true, b: false, c: null })).toBe('1**');
  });

  it('drops null values only in queries', () => {
    expect(canonicalText({ a: null, b: 'x' }, { dropNull: true })).toBe('x');
    expect(canonicalText({ a: null, b: 'x' })).toBe('*x');
  });

  it('never signs its own field', () => {
    expect(canonicalText({ a: '1', sHMAC: 'abc' })).toBe('1');
  });

  it('a signed body verifies, and any change to a value breaks it', async () => {
    const body = await signBody({ email: 'demo@example.org', nested: { a: [1, 2] } }, key);
    expect(await verifyShmac(body, key)).toBe(true);
    expect(await verifyShmac({ ...body, email: 'other@example.org' }, key)).toBe(false);
    expect(await verifyShmac({ ...body, sHMAC: undefined }, key)).toBe(false);
    expect(await verifyShmac(body, 'another-key')).toBe(false);
  });

  it('a signed query carries canonical texts and verifies as the server receives it', async () => {
    const query = await signedQueryString(
      { userToken: 't', methods: ['CARD', 'QR'], guest: false, x: null },
      key,
    );
    const received: Record<string, string | string[]> = {};
    const search = new URLSearchParams(query);
    for (const name of new Set(search.keys())) {
      const all = search.getAll(name);
      received[name] = all.length === 1 ? all[0]! : all;
    }
    expect(received.guest).toBe('');
    expect(received.methods).toEqual(['CARD', 'QR']);
    expect('x' in received).toBe(false);
    expect(await verifyShmac(received, key, { dropNull: true })).toBe(true);
  });
});

/** An object nested `levels` deep: { a: { a: … { a: 1 } } } counts `levels` levels. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { a: 1 };
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

describe('sHMAC nesting limit (ARCHITECTURE.md: deeper than 32 levels is refused)', () => {
  it('signs a payload 32 levels deep', () => {
    expect(canonicalText(nested(MAX_NESTING_DEPTH))).toBe('1');
    expect(exceedsNestingDepth(nested(MAX_NESTING_DEPTH))).toBe(false);
  });

  it('refuses 33 levels, objects or arrays, with its own error rather than a stack overflow', () => {
    expect(() => canonicalText(nested(MAX_NESTING_DEPTH + 1))).toThrow(NestingTooDeepError);
    let array: unknown = [1];
    for (let level = 1; level < MAX_NESTING_DEPTH; level += 1) array = [array];
    expect(() => canonicalText({ a: array })).toThrow(NestingTooDeepError);
    expect(exceedsNestingDepth({ a: array })).toBe(true);
  });

  it('measures a body 100 000 levels deep without recursing as deep as the input', () => {
    const deep = nested(100_000);
    expect(exceedsNestingDepth(deep)).toBe(true);
    expect(() => canonicalText(deep)).toThrow(NestingTooDeepError);
  });

  it('drops nested objects emptied by pruning, innermost first', () => {
    expect(canonicalText({ a: { b: {} }, c: 1 })).toBe('1');
    expect(canonicalText({ a: { b: { c: undefined } }, d: 2 })).toBe('2');
    expect(canonicalText({ a: [{ b: undefined }, { c: 3 }] })).toBe('*3');
  });
});
