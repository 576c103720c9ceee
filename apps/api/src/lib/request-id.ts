/**
 * The request id (issue 26): the balancer's `X-Request-Id` when it sets a sensible one, else a
 * short id of our own. It names the request in every log line (pino's `reqId`), in the answer's
 * `X-Request-Id` header and in every error envelope, so that a passenger can quote it to the
 * mobility centre and an operator can find the request's lines on any instance.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Letters and digits a person reads aloud without doubt (Crockford's base 32: no I, L, O, U). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const OWN_ID_LENGTH = 12;

/**
 * What an incoming id may look like: a UUID, HAProxy's or nginx's hex ids, a trace id. Anything
 * longer or with other characters (a line break forging a log line, a script) is replaced.
 */
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** A new id: 12 characters of Crockford's base 32, 60 random bits. */
export function newRequestId(): string {
  const bytes = randomBytes(OWN_ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return id;
}

/** The id of an incoming request: its `X-Request-Id` when well formed, else a new one. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const header = request.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && INCOMING_ID.test(value) ? value : newRequestId();
}
