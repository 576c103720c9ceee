/**
 * The failure half of the envelope: every error, Fastify's own included (bad JSON, body too large,
 * unsupported content type, schema validation, rate limits), answers
 * `{"status":"ko","error":{code,message,fields?,details?,item?,values?,requestId}}` worded in the caller's language. A 5xx never
 * tells what went wrong inside; the log does.
 */
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, ERROR_CODES, MESSAGE_KEYS, ko, messageFor, type ErrorCode } from '@oceane/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { isAppError, statusOf, type ErrorExtras } from '../lib/errors.js';
import { requestLocale } from '../lib/locale.js';

type Failure = { code: ErrorCode; status: number; fields?: Record<string, string>; extras?: ErrorExtras };

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.INVALID_JSON,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ERROR_CODES.INVALID_JSON,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_TYPE: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_BAD_URL: ERROR_CODES.VALIDATION_ERROR,
  FST_ERR_MAX_PARAM_LENGTH: ERROR_CODES.VALIDATION_ERROR,
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION_ERROR,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

type Issue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

function valueAt(source: unknown, path: string[]): unknown {
  let current = source;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The message key of one zod issue, as packages/domain names them. */
function issueKey(issue: Issue, value: unknown): string {
  if (issue.keyword === 'invalid_type' && value !== undefined) return MESSAGE_KEYS.invalidValue;
  if (issue.message?.startsWith('validation.')) return issue.message;
  if (issue.keyword === 'invalid_type') return MESSAGE_KEYS.required;
  return MESSAGE_KEYS.invalidValue;
}

/** Field path → message key, from the zod issues of a failed schema validation. */
export function validationFields(issues: Issue[], source: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (path: string[], key: string) => {
    const name = path.join('.') || '_';
    if (!(name in fields)) fields[name] = key;
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys) add([...path, String(key)], MESSAGE_KEYS.unknownField);
    } else {
      add(path, issueKey(issue, valueAt(source, path)));
    }
  }
  return fields;
}

function failureOf(error: FastifyError, request: FastifyRequest): Failure {
  if (isAppError(error)) {
    return {
      code: error.code,
      status: error.statusCode,
      ...(error.fields ? { fields: error.fields } : {}),
      extras: error.extras,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const source =
      context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
    return { code: 'VALIDATION_ERROR', status: 400, fields: validationFields(error.validation, source) };
  }
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE', status: 503 };
  if (Array.isArray(error.validation)) return { code: 'VALIDATION_ERROR', status: 400 };
  const byCode = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (byCode) return { code: byCode, status: statusOf(byCode) };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = BY_STATUS[status] ?? ERROR_CODES.VALIDATION_ERROR;
    return { code, status: BY_STATUS[status] ? status : 400 };
  }
  return { code: 'INTERNAL_ERROR', status: 500 };
}

/** Sends a ko envelope for a code, in the caller's language. */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  status: number,
  fields?: Record<string, string>,
  extras: ErrorExtras = {},
) {
  const message = messageFor(requestLocale(request), code, extras.values);
  return reply
    .code(status)
    .send(ko({ code, message, ...(fields ? { fields } : {}), ...extras, requestId: request.id }));
}

export const envelopePlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure = failureOf(error, request);
      if (failure.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: failure.code, reason: error.message }, 'request refused');
      }
      return sendFailure(request, reply, failure.code, failure.status, failure.fields, failure.extras);
    });
  },
  { name: 'envelope' },
);

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** Answers an unknown /api path with 404, or a known path called with another method with 405. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url.split('?')[0] ?? '';
  const allowed = ROUTE_METHODS.filter((method) => request.server.hasRoute({ method, url }));
  if (allowed.length > 0) {
    reply.header('allow', allowed.join(', '));
    return sendFailure(request, reply, ERROR_CODES.METHOD_NOT_ALLOWED, 405);
  }
  return sendFailure(request, reply, ERROR_CODES.NOT_FOUND, 404);
}

/** Fastify's `frameworkErrors` option: a malformed URL is refused in the envelope too. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = failureOf(error, request);
  void sendFailure(request, reply, failure.code, failure.status);
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before any request
 * exists (headers over 16 KB, malformed request lines, unknown methods) is answered with the
 * envelope too, in the default language since no header could be read, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ERROR_CODES.HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_CODES.BAD_REQUEST]
        : [400, ERROR_CODES.BAD_REQUEST];
  const body = JSON.stringify(ko({ code, message: messageFor(DEFAULT_LOCALE, code) }));
  if (socket.writable) {
    const reason =
      status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
