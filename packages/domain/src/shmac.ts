/**
 * The sHMAC request signature of ARCHITECTURE.md: a canonical text of the payload, signed with
 * HMAC-SHA1 under the public signature key. Runs unchanged in the browser and in Node (WebCrypto).
 */

export const SHMAC_FIELD = 'sHMAC';
export const SHMAC_SEPARATOR = '*';

export type CanonicalOptions = {
  /** Queries drop null values as well as undefined ones. */
  dropNull?: boolean;
};

/** ARCHITECTURE.md: a body or query nested deeper than this is refused before it is signed. */
export const MAX_NESTING_DEPTH = 32;

/** Thrown when a payload is nested deeper than MAX_NESTING_DEPTH; the api answers 400. */
export class NestingTooDeepError extends Error {
  constructor() {
    super(`payload nested deeper than ${MAX_NESTING_DEPTH} levels`);
    this.name = 'NestingTooDeepError';
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a value holds objects or arrays more than `limit` levels deep (the top level is 1).
 * Iterative, and it stops at the first level too deep, so its cost is bounded by the input's
 * size and never by its depth.
 */
export function exceedsNestingDepth(value: unknown, limit: number = MAX_NESTING_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * The canonical text of an object in one pass (pruning and text together, so each level is read
 * once), or undefined when pruning leaves it without keys (a nested object that is dropped).
 * Recursion is bounded: past MAX_NESTING_DEPTH levels it throws instead of going deeper.
 */
function objectText(
  payload: Record<string, unknown>,
  options: CanonicalOptions,
  depth: number,
): string | undefined {
  if (depth > MAX_NESTING_DEPTH) throw new NestingTooDeepError();
  const texts: Array<[string, string]> = [];
  let kept = 0;
  for (const key of Object.keys(payload)) {
    const value = payload[key];
    if (value === undefined || (options.dropNull && value === null)) continue;
    const text = isPlainObject(value)
      ? objectText(value, options, depth + 1)
      : valueText(value, options, depth);
    if (text === undefined) continue;
    kept += 1;
    if (key !== SHMAC_FIELD) texts.push([key, text]);
  }
  if (kept === 0 && depth > 1) return undefined;
  texts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return texts.map(([, text]) => text).join(SHMAC_SEPARATOR);
}

/** The text of one value; an object inside an array is never dropped, only made empty. */
function valueText(value: unknown, options: CanonicalOptions, depth: number): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (depth + 1 > MAX_NESTING_DEPTH) throw new NestingTooDeepError();
    return value.map((item) => valueText(item, options, depth + 1)).join(SHMAC_SEPARATOR);
  }
  if (isPlainObject(value)) return objectText(value, options, depth + 1) ?? '';
  return String(value);
}

/**
 * The text that is signed: values sorted by key (UTF-16 code units), joined with '*'. Throws
 * NestingTooDeepError for a payload nested deeper than MAX_NESTING_DEPTH.
 */
export function canonicalText(payload: Record<string, unknown>, options: CanonicalOptions = {}): string {
  return objectText(payload, options, 1) ?? '';
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function importKey(key: string): Promise<CryptoKey> {
  let imported = keyCache.get(key);
  if (!imported) {
    imported = globalThis.crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(key),
      { name: 'HMAC', hash: 'SHA-1' },
      false,
      ['sign'],
    );
    keyCache.set(key, imported);
  }
  return imported;
}

/** Lowercase hex HMAC-SHA1 of a text under the signature key. */
export async function hmacSha1Hex(key: string, text: string): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign(
    'HMAC',
    await importKey(key),
    new TextEncoder().encode(text),
  );
  return toHex(signature);
}

/** The sHMAC of a payload (a body, or a query with `dropNull`). */
export async function computeShmac(
  payload: Record<string, unknown>,
  key: string,
  options: CanonicalOptions = {},
): Promise<string> {
  return hmacSha1Hex(key, canonicalText(payload, options));
}

/** Constant-shape comparison of the received sHMAC with the one the payload should carry. */
export async function verifyShmac(
  payload: Record<string, unknown>,
  key: string,
  options: CanonicalOptions = {},
): Promise<boolean> {
  const received = payload[SHMAC_FIELD];
  if (typeof received !== 'string' || received.length === 0) return false;
  const expected = await computeShmac(payload, key, options);
  if (expected.length !== received.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ received.charCodeAt(index);
  }
  return difference === 0;
}

export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * A query string carrying each value as its canonical text, arrays as repeated keys, so that
 * the server signs exactly what it receives. The sHMAC is appended as the last field.
 */
export async function signedQueryString(params: Record<string, QueryValue>, key: string): Promise<string> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) search.append(name, valueText(item, {}, 1));
  }
  const received: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const all = search.getAll(name);
    received[name] = all.length === 1 ? all[0]! : all;
  }
  search.append(SHMAC_FIELD, await computeShmac(received, key, { dropNull: true }));
  return search.toString();
}

/** A body with its sHMAC field added. */
export async function signBody<T extends Record<string, unknown>>(
  body: T,
  key: string,
): Promise<T & { sHMAC: string }> {
  return { ...body, [SHMAC_FIELD]: await computeShmac(body, key) };
}
