/**
 * Logger options: pino at LOG_LEVEL, with secrets (tokens, passwords, codes, cookies) redacted
 * from headers and bodies, and every query value of a logged URL but a few known to be harmless.
 */
import type { FastifyServerOptions } from 'fastify';

/**
 * The query fields whose values the access log keeps (decision 059): the language, the network,
 * filters and cursors of lists, stops and products of the public catalogue, the build id of a
 * page's payload. Any other value may be a capability (a session token, a document's download
 * token, a payment session that pays or cancels) or a person's data, and a new field starts
 * redacted: the access-log test walks every call's query fields.
 */
export const HARMLESS_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'after',
  'before',
  'destination',
  'domain',
  'limit',
  'locale',
  'methods',
  'mode',
  'network_id',
  'networkId',
  'origin',
  'productId',
  'shopItemId',
  'v',
  'year',
]);

/** A name a field of ours could have; anything else may be a value sent without its name. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

const REDACTED = '[redacted]';

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** One `name=value` of a query string, its value kept only for a harmless field (or an empty one). */
function redactPart(part: string): string {
  if (part === '') return part;
  const equals = part.indexOf('=');
  const name = equals === -1 ? part : part.slice(0, equals);
  const field = decoded(name);
  const shownName = field !== null && FIELD_NAME.test(field) ? name : REDACTED;
  if (equals === part.length - 1 && shownName === name) return part;
  if (field !== null && HARMLESS_QUERY_FIELDS.has(field)) return part;
  return `${shownName}=${REDACTED}`;
}

export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  return `${url.slice(0, mark + 1)}${url
    .slice(mark + 1)
    .split('&')
    .map(redactPart)
    .join('&')}`;
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.userToken',
        '*.password',
        '*.idToken',
        '*.firebase_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; hostname?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
