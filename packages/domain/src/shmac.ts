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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Removes undefined (and, for queries, null) values and the nested objects left empty. */
function prune(payload: Record<string, unknown>, options: CanonicalOptions): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || (options.dropNull && value === null)) continue;
    if (isPlainObject(value)) {
      const nested = prune(value, options);
      if (Object.keys(nested).length === 0) continue;
      kept[key] = nested;
    } else {
      kept[key] = value;
    }
  }
  return kept;
}

function valueText(value: unknown, options: CanonicalOptions): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => valueText(item, options)).join(SHMAC_SEPARATOR);
  if (isPlainObject(value)) return canonicalText(value, options);
  return String(value);
}

/** The text that is signed: values sorted by key (UTF-16 code units), joined with '*'. */
export function canonicalText(payload: Record<string, unknown>, options: CanonicalOptions = {}): string {
  const pruned = prune(payload, options);
  return Object.keys(pruned)
    .filter((key) => key !== SHMAC_FIELD)
    .sort()
    .map((key) => valueText(pruned[key], options))
    .join(SHMAC_SEPARATOR);
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
    for (const item of items) search.append(name, valueText(item, {}));
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
