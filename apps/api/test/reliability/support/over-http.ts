/**
 * The app listening on a real port, and calls to it over HTTP, each on a connection of its own
 * when many are in flight: app.inject runs requests one after the other through the router, which
 * is not the concurrency of many clients. Calls are signed as the portal signs them.
 */
import type { AddressInfo } from 'node:net';
import { signBody } from '@oceane/domain';
import { beforeAll } from 'vitest';
import type { NotificationRequest } from '../../../src/modules/sandbox-psp/service.js';
import { SIGNATURE_KEY, useTestApp, type TestApp } from '../../helpers/app.js';
import type { Dialect } from '../../helpers/databases.js';

export type ListeningApp = TestApp & { origin: string };

/** useTestApp's app, also listening on a free port of 127.0.0.1 (closed with the app). */
export function useListeningApp(dialect: Dialect, env: Record<string, string> = {}): () => ListeningApp {
  const ctx = useTestApp(dialect, env);
  let origin: string | null = null;
  beforeAll(async () => {
    const { app } = ctx();
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  return () => {
    if (!origin) throw new Error('the test app is not listening yet');
    return { ...ctx(), origin };
  };
}

/**
 * An answer as the client saw it: the status (0 when the connection failed), the envelope when
 * the body is one, and the text otherwise, for the failure's message.
 */
export type HttpAnswer = {
  status: number;
  envelope:
    { status: 'ok'; response: unknown } | { status: 'ko'; error: { code: string; message: string } } | null;
  text: string;
};

const TIMEOUT_MS = 60_000;

function envelopeOf(text: string): HttpAnswer['envelope'] {
  try {
    const parsed = JSON.parse(text) as { status?: unknown; error?: { code?: unknown } };
    if (parsed.status === 'ok' && 'response' in parsed) return parsed as HttpAnswer['envelope'];
    if (parsed.status === 'ko' && typeof parsed.error?.code === 'string')
      return parsed as HttpAnswer['envelope'];
    return null;
  } catch {
    return null;
  }
}

async function send(url: string, init: RequestInit): Promise<HttpAnswer> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, envelope: envelopeOf(text), text };
  } catch (error) {
    return { status: 0, envelope: null, text: String(error) };
  }
}

/** A signed POST of a call (`Order/create.json`), as the portal sends it. */
export async function postOverHttp(
  origin: string,
  path: string,
  body: Record<string, unknown>,
): Promise<HttpAnswer> {
  return send(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signBody(body, SIGNATURE_KEY)),
  });
}

/** A notification of the sandbox provider, its bytes and headers untouched, sent to this app. */
export function notifyOverHttp(origin: string, request: NotificationRequest): Promise<HttpAnswer> {
  return send(`${origin}${new URL(request.url).pathname}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
}

/** The response of an ok answer; throws with the answer otherwise. */
export function okOf<T>(answer: HttpAnswer): T {
  if (answer.envelope?.status !== 'ok')
    throw new Error(`expected ok, got ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.envelope.response as T;
}

/**
 * A refusal a client can act on: an answer below 500 with the ko envelope and a code. A 5xx, a
 * failed connection or a body that is not the envelope is not one.
 */
export function isClearRefusal(answer: HttpAnswer): boolean {
  return answer.status >= 400 && answer.status < 500 && answer.envelope?.status === 'ko';
}
