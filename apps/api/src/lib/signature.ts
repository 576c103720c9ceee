/**
 * The sHMAC of ARCHITECTURE.md, computed on the server with node:crypto: the same canonical text
 * as packages/domain (which signs with WebCrypto so that the browser can use it too), hashed
 * synchronously. WebCrypto's asynchronous sign queued a job per request and cost about 5 % of the
 * process under load (issue 9); `createHmac` answers in microseconds on the request's own turn.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHMAC_FIELD, canonicalText, type CanonicalOptions } from '@oceane/domain';

/** Lowercase hex HMAC-SHA1 of a payload's canonical text (the sHMAC field itself left out). */
export function shmacOf(
  payload: Record<string, unknown>,
  key: string,
  options: CanonicalOptions = {},
): string {
  return createHmac('sha1', key).update(canonicalText(payload, options), 'utf8').digest('hex');
}

/** Whether the payload's sHMAC is the one its fields call for, compared in constant time. */
export function hasValidShmac(
  payload: Record<string, unknown>,
  key: string,
  options: CanonicalOptions = {},
): boolean {
  const received = payload[SHMAC_FIELD];
  if (typeof received !== 'string' || received.length === 0) return false;
  const expected = Buffer.from(shmacOf(payload, key, options), 'utf8');
  const given = Buffer.from(received, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
