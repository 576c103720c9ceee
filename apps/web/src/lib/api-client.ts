/**
 * The one api client (ARCHITECTURE.md contracts): every call is signed with sHMAC, carries the
 * session's userToken and the page's locale, and answers the envelope's `response` or throws an
 * ApiClientError of spec §8. GET/HEAD answers are cached and non-write calls retried once (§9).
 * Besides JSON, it sends multipart forms (the text fields signed) and reads binary answers.
 */
import {
  computeShmac,
  needsSession,
  type Call,
  SHMAC_FIELD,
  signBody,
  signedQueryString,
  type Locale,
  type QueryValue,
} from '@oceane/domain';
import { currentLocale } from '../i18n/locale.ts';
import { ApiClientError, CLIENT_CODES, FALLBACK_MESSAGE } from './api-errors.ts';
import {
  dispositionFilename,
  kindOf,
  readBlob,
  readText,
  RETRY_STATUSES,
  send,
  unwrapEnvelope,
  type DownloadProgress,
  type TransportOptions,
} from './api-transport.ts';
import {
  CACHEABLE_METHODS,
  clearApiCache,
  DEFAULT_CACHE_TTL_MS,
  readCache,
  writeCache,
} from './http-cache.ts';
import { sendWithUploadProgress, type UploadProgress } from './api-upload-progress.ts';
import { loadPublicConfig } from './public-config.ts';
import { sessionStore } from './session.ts';

export { RETRY_STATUSES, unwrapEnvelope, type DownloadProgress, type UploadProgress };

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, unknown>;

export type RequestOptions = TransportOptions & {
  method?: HttpMethod;
  /** The body of a POST/PUT/DELETE, the query of a GET/HEAD. */
  params?: Params;
  /** Adds the session's userToken (default true); Identity calls and the login do without. */
  auth?: boolean;
  locale?: Locale;
  /** GET/HEAD cache lifetime; 0 bypasses the cache. */
  cacheTtlMs?: number;
  /** Extra attempts for non-write methods on a transient status (spec §9: once). */
  retries?: number;
  retryDelayMs?: number;
};

const WRITE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'DELETE']);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(path: string, options: Pick<RequestOptions, 'auth' | 'locale' | 'params'>) {
  const config = await loadPublicConfig();
  const locale = options.locale ?? currentLocale();
  const userToken = options.auth === false ? undefined : sessionStore.getState().user?.userToken;
  const payload: Params = { ...(userToken ? { userToken } : {}), ...options.params, locale };
  const url = `${config.apiBaseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  return { config, payload, url, headers };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const prepared = await prepare(path, options);
  const { config, payload, headers } = prepared;
  let { url } = prepared;
  let body: string | undefined;
  if (CACHEABLE_METHODS.has(method)) {
    url += `?${await signedQueryString(payload as Record<string, QueryValue>, config.signatureKey)}`;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(await signBody(payload, config.signatureKey));
  }

  const cacheKey = `${method} ${url}`;
  const cacheTtl = CACHEABLE_METHODS.has(method) ? (options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS) : 0;
  const cached = cacheTtl > 0 ? readCache(cacheKey) : undefined;
  if (cached) return unwrapEnvelope<T>(cached.status, cached.body);

  const init: RequestInit = { method, headers, body, credentials: 'same-origin' };
  const retries = WRITE_METHODS.has(method) ? 0 : (options.retries ?? 1);
  let answer = await send(url, init, options, readText);
  for (let attempt = 0; attempt < retries && RETRY_STATUSES.has(answer.status); attempt += 1) {
    await wait(options.retryDelayMs ?? 300);
    answer = await send(url, init, options, readText);
  }
  writeCache(cacheKey, answer, cacheTtl);
  const result = unwrapEnvelope<T>(answer.status, answer.body);
  // A write may change what the cached reads answered.
  if (WRITE_METHODS.has(method)) clearApiCache();
  return result;
}

/** A text field of a multipart form as the server reads it back (and signs it). */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true) return '1';
  if (value === false) return '';
  return String(value);
}

export type UploadFile = { blob: Blob; filename: string };
export type UploadOptions = TransportOptions &
  Pick<RequestOptions, 'auth' | 'locale'> & {
    /** Follows the bytes sent (the upload goes through XMLHttpRequest, which can tell them). */
    onUploadProgress?: (progress: UploadProgress) => void;
  };

/**
 * POST multipart/form-data: the text fields (userToken and locale added) signed with sHMAC, which
 * travels as one more text field, then the files, which the signature does not cover.
 */
export async function apiUpload<T>(
  path: string,
  fields: Params,
  files: Record<string, UploadFile>,
  options: UploadOptions = {},
): Promise<T> {
  const { config, payload, url, headers } = await prepare(path, { ...options, params: fields });
  const texts: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    const text = fieldText(value);
    if (text !== undefined) texts[name] = text;
  }
  const form = new FormData();
  for (const [name, text] of Object.entries(texts)) form.append(name, text);
  form.append(SHMAC_FIELD, await computeShmac(texts, config.signatureKey));
  for (const [name, file] of Object.entries(files)) form.append(name, file.blob, file.filename);
  // No content-type header: the browser writes the multipart boundary.
  const init: RequestInit = { method: 'POST', headers, body: form, credentials: 'same-origin' };
  const answer =
    options.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
      ? await sendWithUploadProgress(url, { headers, body: form }, options, options.onUploadProgress)
      : await send(url, init, options, readText);
  const result = unwrapEnvelope<T>(answer.status, answer.body);
  clearApiCache();
  return result;
}

export type Download = { blob: Blob; filename: string | undefined };
export type DownloadOptions = TransportOptions &
  Pick<RequestOptions, 'auth' | 'locale'> & { onProgress?: (progress: DownloadProgress) => void };

/**
 * GET (or POST, for a call the table puts on POST: Order/printOrder.json) a binary answer (a PDF,
 * a photo) as a Blob, never cached here. A failure still comes as the JSON envelope and becomes
 * the same ApiClientError as any call.
 */
export async function apiDownload(
  path: string,
  params: Params = {},
  options: DownloadOptions & { method?: 'GET' | 'POST' } = {},
) {
  const { config, payload, url, headers } = await prepare(path, { ...options, params });
  headers.accept = '*/*';
  let target = url;
  let init: RequestInit;
  if (options.method === 'POST') {
    headers['content-type'] = 'application/json';
    const body = JSON.stringify(await signBody(payload, config.signatureKey));
    init = { method: 'POST', headers, body, credentials: 'same-origin' };
  } else {
    target += `?${await signedQueryString(payload as Record<string, QueryValue>, config.signatureKey)}`;
    init = { method: 'GET', headers, credentials: 'same-origin' };
  }
  return send(target, init, options, async (response): Promise<Download> => {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      unwrapEnvelope<unknown>(response.status, await response.text());
    }
    if (!response.ok || type.includes('json')) {
      throw new ApiClientError({
        message: FALLBACK_MESSAGE,
        code: CLIENT_CODES.ERR_RESPONSE_ERROR,
        kind: kindOf(response.status),
        status: response.status,
      });
    }
    const blob = await readBlob(response, options.onProgress);
    return { blob, filename: dispositionFilename(response.headers.get('content-disposition')) };
  });
}

export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'auth'>;

/**
 * Calls through the table of packages/domain (`CALLS`): the method and path come from it, and
 * the session's userToken travels only on the calls the table puts behind a session (the staff
 * calls included).
 */
export const apiClient = {
  call: <T>(call: Call, params?: Params, options?: CallOptions) =>
    apiRequest<T>(call.path, { ...options, method: call.method, params, auth: needsSession(call) }),
  upload: <T>(call: Call, fields: Params, files: Record<string, UploadFile>, options?: UploadOptions) =>
    apiUpload<T>(call.path, fields, files, { ...options, auth: needsSession(call) }),
  download: (call: Call, params?: Params, options?: DownloadOptions) =>
    apiDownload(call.path, params, {
      ...options,
      auth: needsSession(call),
      method: call.method === 'POST' ? 'POST' : 'GET',
    }),
};
