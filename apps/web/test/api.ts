/** A fake api behind `fetch`: answers per path, the requests it received, signed as the server checks. */
import { vi } from 'vitest';
import { setPublicConfig } from '../src/lib/public-config.ts';
import { clearApiCache } from '../src/lib/http-cache.ts';

export const SIGNATURE_KEY = 'test-signature-key';

/** A JSON answer (an envelope), or raw bytes with their content type (a PDF, a photo). */
export type Answer = {
  status?: number;
  body: unknown;
  bytes?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
};
/** A received body: the JSON object, or a multipart form's fields (text as strings, files as File). */
export type ReceivedBody = Record<string, unknown> | null;
export type Handler = (request: { url: URL; method: string; body: ReceivedBody }) => Answer | Promise<Answer>;

export type Received = { url: URL; method: string; body: ReceivedBody; multipart: boolean };

export function ok(response: unknown, status = 200): Answer {
  return { status, body: { status: 'ok', response } };
}

export function ko(
  code: string,
  message: string,
  status = 400,
  fields?: Record<string, string>,
  details?: Record<string, string | number>,
  item?: { index: number; type: string; shopItemId: number },
): Answer {
  return {
    status,
    body: {
      status: 'ko',
      error: {
        code,
        message,
        ...(fields ? { fields } : {}),
        ...(details ? { details } : {}),
        ...(item ? { item } : {}),
      },
    },
  };
}

/** Raw bytes, as Media/photo and Wallet/contractAttestation answer. */
export function bytes(
  content: Uint8Array<ArrayBuffer>,
  type: string,
  headers: Record<string, string> = {},
): Answer {
  return { body: null, bytes: content, headers: { 'content-type': type, ...headers } };
}

function readBody(body: unknown): ReceivedBody {
  if (typeof body === 'string') return JSON.parse(body) as Record<string, unknown>;
  if (body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    body.forEach((value, name) => {
      fields[name] = value;
    });
    return fields;
  }
  return null;
}

/** Installs the public configuration and a fetch that routes `/api/<path>` to the handlers. */
export function fakeApi(handlers: Record<string, Handler | Answer>) {
  setPublicConfig({ apiBaseUrl: '/api', signatureKey: SIGNATURE_KEY, networkId: 1, version: '9.9.9' });
  clearApiCache();
  const received: Received[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body = readBody(init?.body);
    received.push({ url, method, body, multipart: init?.body instanceof FormData });
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = handlers[path];
    if (!handler)
      return new Response(JSON.stringify({ status: 'ko', error: { code: 'NOT_FOUND', message: path } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const answer = typeof handler === 'function' ? await handler({ url, method, body }) : handler;
    if (answer.bytes) {
      return new Response(answer.bytes, {
        status: answer.status ?? 200,
        headers: { 'content-length': String(answer.bytes.byteLength), ...answer.headers },
      });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    received,
    calls: (path: string) => received.filter((r) => r.url.pathname === `/api/${path}`),
  };
}
