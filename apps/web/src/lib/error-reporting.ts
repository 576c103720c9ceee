/**
 * Error reporting (spec §9): errors the page meets are sent to Monitoring/reportError.json when the
 * public configuration enables it, for a sample of page visits (trace sample rate, 0.7 by
 * default). Nothing is fetched until an error happens, so a page without errors pays nothing (the
 * public configuration and the api client are loaded then: every page installs this module, and
 * a public page makes no other call); a visit sends each distinct error once and at most ten, and
 * a report that fails is dropped.
 */
import { ERROR_REPORT_LIMITS, TRACE_SAMPLE_RATE, type ErrorReportKind, CALLS } from '@oceane/domain';
import { currentLocale } from '../i18n/locale.ts';
import { ApiClientError } from './api-errors.ts';

export const MAX_REPORTS_PER_VISIT = 10;

/** Noise no one can act on: other origins' scripts, the browser's own layout warnings. */
const IGNORED = [/^Script error\.?$/, /ResizeObserver loop/];

function newTraceId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

let traceId = newTraceId();
let sampled: boolean | null = null;
let draw: () => number = Math.random;
const reported = new Set<string>();

/** Tests start each case as a new visit. */
export function resetErrorReporting(random: () => number = Math.random): void {
  traceId = newTraceId();
  sampled = null;
  reported.clear();
  draw = random;
}

function summarize(error: unknown): { message: string; name?: string; stack?: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name, name: error.name, stack: error.stack };
  }
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/**
 * The page's path with the names of its query parameters but not their values: a query can carry
 * an e-mail address or a reset code (/auth/reset/confirm), which a log must never hold.
 */
export function redactedPage(location: { pathname: string; search: string }): string {
  const names = [...new URLSearchParams(location.search).keys()];
  return names.length === 0
    ? location.pathname
    : `${location.pathname}?${names.map((n) => `${n}=`).join('&')}`;
}

const clip = <Text extends string | undefined>(text: Text, limit: number): Text =>
  (text === undefined ? undefined : text.length > limit ? text.slice(0, limit) : text) as Text;

/** Sends one report if the configuration and the sample allow it; never throws. */
export async function reportError(kind: ErrorReportKind, error: unknown): Promise<boolean> {
  // An api failure is already shown to the user and logged by the server that answered it.
  if (error instanceof ApiClientError) return false;
  const { message, name, stack } = summarize(error);
  if (!message || IGNORED.some((pattern) => pattern.test(message))) return false;
  const key = `${kind}:${name ?? ''}:${message}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_VISIT) return false;
  reported.add(key);
  try {
    const { loadPublicConfig } = await import('./public-config.ts');
    const config = await loadPublicConfig();
    if (!config.errorReporting) return false;
    sampled ??= draw() < (config.traceSampleRate ?? TRACE_SAMPLE_RATE);
    if (!sampled) return false;
    // The answer ({received:true}) is nothing to read: sent without a schema (zod stays unloaded).
    const { sendCall } = await import('./call-request.ts');
    await sendCall(
      CALLS.reportError,
      {
        kind,
        message: clip(message, ERROR_REPORT_LIMITS.message),
        name: clip(name, ERROR_REPORT_LIMITS.name),
        stack: clip(stack, ERROR_REPORT_LIMITS.stack),
        page: clip(redactedPage(window.location), ERROR_REPORT_LIMITS.page),
        release: clip(__BUILD_ID__, ERROR_REPORT_LIMITS.release),
        traceId,
      },
      { locale: currentLocale() },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The event by which code loaded after the first page reports a failure it handled (the browser
 * refusing to save the cart, lib/storage-failure.ts), its `detail` the error: such code needs no
 * import of this module, which stays with the first page's code (an import split it off).
 */
export const REPORT_EVENT = 'oceane:report';

/**
 * Listens to the errors nothing else caught, and to the failures reported by REPORT_EVENT;
 * returns the function that stops listening.
 */
export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => void reportError('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => void reportError('unhandledrejection', event.reason);
  const onReport = (event: Event) => void reportError('error', (event as CustomEvent<unknown>).detail);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener(REPORT_EVENT, onReport);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener(REPORT_EVENT, onReport);
  };
}
