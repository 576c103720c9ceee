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
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
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
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
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
