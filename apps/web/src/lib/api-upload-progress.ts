/**
 * The api client's one transport that reports the bytes SENT: fetch cannot tell how far an upload
 * has gone, XMLHttpRequest can (its `upload` events). Used by apiUpload only when the caller follows
 * the progress (the order flow's proofs, on a slow network); its failures are those of `send`.
 */
import { ApiClientError, ConnectionError, TimeoutError } from './api-errors.ts';
import type { TransportOptions } from './api-transport.ts';

export type UploadProgress = { loaded: number; total: number | undefined };

function abortedError(cause?: unknown): ApiClientError {
  return new ApiClientError({ message: 'Request aborted', code: 'ABORTED', kind: 'request aborted', cause });
}

/** One POST of a form, its answer as text, the upload's progress reported as it goes. */
export function sendWithUploadProgress(
  url: string,
  init: { headers: Record<string, string>; body: FormData },
  options: TransportOptions,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortedError(options.signal.reason));
      return;
    }
    const request = new XMLHttpRequest();
    const forwardAbort = () => request.abort();
    const settle = () => options.signal?.removeEventListener('abort', forwardAbort);
    request.open('POST', url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    if (options.timeoutMs !== undefined) request.timeout = options.timeoutMs;
    request.upload.addEventListener('progress', (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined }),
    );
    request.addEventListener('load', () => {
      settle();
      resolve({ status: request.status, body: request.responseText });
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ConnectionError(new Error('XMLHttpRequest failed')));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new TimeoutError(options.timeoutMs ?? 0, new Error('XMLHttpRequest timeout')));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortedError(options.signal?.reason));
    });
    options.signal?.addEventListener('abort', forwardAbort, { once: true });
    onProgress({ loaded: 0, total: undefined });
    request.send(init.body);
  });
}
