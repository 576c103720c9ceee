/** Signed calls to the app through app.inject, as the portal makes them. */
import { signBody, signedQueryString, type ApiErrorItem, type QueryValue } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_KEY } from './app.js';

export type Answer<T = unknown> = {
  statusCode: number;
  headers: Record<string, unknown>;
  body:
    | { status: 'ok'; response: T }
    | {
        status: 'ko';
        error: { code: string; message: string; fields?: Record<string, string>; item?: ApiErrorItem };
      };
};

type Options = { headers?: Record<string, string>; ip?: string };

/**
 * The answer as a test compares it: every ko envelope must name its request by the id of its
 * `X-Request-Id` header (issue 26), checked here on every call of the suite; the id, different on
 * each request, is then left out, so that a test compares what the failure says (another
 * account's card answers exactly like a missing one).
 */
export function answerOf<T>(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}): Answer<T> {
  const body = response.json() as Answer<T>['body'];
  if (body.status === 'ko') {
    const { requestId, ...error } = body.error as typeof body.error & { requestId?: unknown };
    if (typeof requestId !== 'string' || requestId !== response.headers['x-request-id']) {
      throw new Error(
        `a ko envelope without its request id (header ${String(response.headers['x-request-id'])}): ${JSON.stringify(body)}`,
      );
    }
    return { statusCode: response.statusCode, headers: response.headers, body: { ...body, error } };
  }
  return { statusCode: response.statusCode, headers: response.headers, body };
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: Record<string, unknown>,
  options: Options = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `/api/${path}`,
    payload: await signBody(body, SIGNATURE_KEY),
    headers: options.headers,
    remoteAddress: options.ip,
  });
  return answerOf<T>(response);
}

export const post = <T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  options?: Options,
) => call<T>(app, 'POST', path, body, options);

export const put = <T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  options?: Options,
) => call<T>(app, 'PUT', path, body, options);

export async function get<T = unknown>(
  app: FastifyInstance,
  path: string,
  query: Record<string, QueryValue>,
  options: Options = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/${path}?${await signedQueryString(query, SIGNATURE_KEY)}`,
    headers: options.headers,
    remoteAddress: options.ip,
  });
  return answerOf<T>(response);
}

/** The response of an ok answer; fails the test with the whole answer otherwise. */
export function okResponse<T>(answer: Answer<T>): T {
  if (answer.body.status !== 'ok')
    throw new Error(`expected ok, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  return answer.body.response;
}

/** The error of a ko answer; fails the test otherwise. */
export function koError(answer: Answer): {
  code: string;
  message: string;
  fields?: Record<string, string>;
  details?: Record<string, string | number>;
  item?: ApiErrorItem;
} {
  if (answer.body.status !== 'ko')
    throw new Error(`expected ko, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  return answer.body.error;
}

/** A signed GET whose answer is not JSON (a photo, a PDF): the raw response. */
export async function getRaw(app: FastifyInstance, path: string, query: Record<string, QueryValue>) {
  return app.inject({ method: 'GET', url: `/api/${path}?${await signedQueryString(query, SIGNATURE_KEY)}` });
}
