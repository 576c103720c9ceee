/**
 * The api client's transport: one fetch with its timeout and abort mapped to the failures of
 * spec §8, and the envelope unwrapped into its answer or an ApiClientError.
 */
import type { ApiErrorItem, ErrorDetails } from '@oceane/domain';
import {
  ApiClientError,
  CLIENT_CODES,
  ConnectionError,
  FALLBACK_MESSAGE,
  TimeoutError,
} from './api-errors.ts';
import { markSessionExpired } from './session.ts';

export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type TransportOptions = {
  /** No timeout unless asked (spec §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
};

type RawEnvelope = {
  status?: unknown;
  response?: unknown;
  errorMessage?: unknown;
  error?: {
    code?: unknown;
    message?: unknown;
    errorMessage?: unknown;
    fields?: unknown;
    details?: unknown;
    item?: unknown;
    values?: unknown;
    requestId?: unknown;
  } | null;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** The cart item a refusal names, when the envelope carries a readable one. */
function itemOf(value: unknown): ApiErrorItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { index, type, shopItemId } = value as Record<string, unknown>;
  if (!Number.isInteger(index) || (index as number) < 0 || typeof type !== 'string') return undefined;
  if (!Number.isInteger(shopItemId)) return undefined;
  return { index: index as number, type, shopItemId: shopItemId as number };
}

/** An object of strings only (an error's `values`), else undefined. */
function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function kindOf(status: number): 'bad request' | 'bad response' {
  return status >= 400 && status < 500 ? 'bad request' : 'bad response';
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The envelope's answer, or the §8 failure it carries. */
export function unwrapEnvelope<T>(status: number, body: string): T {
  const envelope = parseJson(body) as RawEnvelope | undefined;
  const isEnvelope = typeof envelope === 'object' && envelope !== null;
  if (isEnvelope && (envelope.status === 'ko' || envelope.error)) {
    const error = envelope.error ?? {};
    const code = text(error.code) ?? CLIENT_CODES.ERR_RESPONSE_ERROR;
    const fields =
      typeof error.fields === 'object' && error.fields !== null
        ? (error.fields as Record<string, string>)
        : undefined;
    const details =
      typeof error.details === 'object' && error.details !== null
        ? (error.details as ErrorDetails)
        : undefined;
    const item = itemOf(error.item);
    const values = stringRecord(error.values);
    const requestId = text(error.requestId);
    if (status === 401 && code === CLIENT_CODES.SESSION_EXPIRED) markSessionExpired();
    throw new ApiClientError({
      message:
        text(error.message) ?? text(error.errorMessage) ?? text(envelope.errorMessage) ?? FALLBACK_MESSAGE,
      code,
      kind: kindOf(status),
      status,
      ...(fields ? { fields } : {}),
      ...(details ? { details } : {}),
      ...(item ? { item } : {}),
      ...(values ? { values } : {}),
      ...(requestId ? { requestId } : {}),
    });
  }
  if (status < 200 || status >= 300 || !isEnvelope || envelope.status !== 'ok') {
    throw new ApiClientError({
      message: FALLBACK_MESSAGE,
      code: CLIENT_CODES.ERR_RESPONSE_ERROR,
      kind: kindOf(status),
      status,
    });
  }
  return envelope.response as T;
}

function abortedError(cause?: unknown): ApiClientError {
  return new ApiClientError({ message: 'Request aborted', code: 'ABORTED', kind: 'request aborted', cause });
}

/**
 * One fetch, its answer read by `read` under the same timeout and abort: a download cut midway
 * fails like a request that never answered.
 */
export async function send<R>(
  url: string,
  init: RequestInit,
  options: TransportOptions,
  read: (response: Response) => Promise<R>,
): Promise<R> {
  if (options.signal?.aborted) throw abortedError(options.signal.reason);
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('Request timeout', 'TimeoutError'));
        }, options.timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return await read(response);
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    if (timedOut) throw new TimeoutError(options.timeoutMs ?? 0, error);
    if (controller.signal.aborted) throw abortedError(error);
    throw new ConnectionError(error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export const readText = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
});

export type DownloadProgress = { loaded: number; total: number | undefined };

/** A binary answer as a Blob, reporting the bytes received when the caller follows them. */
export async function readBlob(
  response: Response,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('content-length')) || undefined;
  if (!response.body || !onProgress) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    // A compressed answer announces fewer bytes than it inflates to.
    onProgress({ loaded: total ? Math.min(loaded, total) : loaded, total });
  }
  return new Blob(chunks, { type });
}

/** The file name a Content-Disposition header proposes, if any. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}
