/**
 * Security headers (helmet's) with a strict Content-Security-Policy: only this origin's
 * scripts, styles, images and connections, no framing, no inline script except the exact inline
 * elements of the HTML page being served, allowed by their SHA-256 (see the static portal), and
 * no inline style except the exact style attributes of that page (hashes with 'unsafe-hashes').
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { InlineHashes } from '../lib/portal-build.js';

const NO_HASHES: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

/**
 * The text of the one `<style>` element a library of the portal adds at run time: react-aria's
 * press handling sets touch-action on pressable elements (usePress). A test reads it back from the
 * installed react-aria, so an upgrade that changes it fails the build rather than the page.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
];

/** 'sha256-…' of each runtime style, allowed on every portal page. */
export const RUNTIME_STYLE_HASHES = RUNTIME_STYLES.map(
  (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`,
);

function directives(hashes: InlineHashes, origins: string[] = []): Record<string, string[]> {
  const quoted = (values: string[]) => values.map((hash) => `'${hash}'`);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...origins, ...quoted(hashes.scripts)],
    'script-src-attr': ["'none'"],
    'style-src': [
      "'self'",
      ...quoted(hashes.styles),
      ...(hashes.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)] : []),
    ],
    'img-src': ["'self'", 'data:', 'blob:', ...origins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The CSP header value for a portal page whose inline elements have these hashes. `origins` are
 * the third parties the page may load scripts from and talk to: the analytics script's origin
 * when one is configured (spec §9), nothing otherwise.
 */
export function contentSecurityPolicy(hashes: InlineHashes = NO_HASHES, origins: string[] = []): string {
  const page = { ...hashes, styles: [...RUNTIME_STYLE_HASHES, ...hashes.styles] };
  return Object.entries(directives(page, origins))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The documentation page (swagger-ui) styles its widgets with inline style attributes, so its own
 * policy, scoped to /api/docs, allows inline styles; its scripts stay same-origin files.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet rebuilt helmet's
 * middleware, parsing every directive again, on each request: about 4 % of the process on a
 * signed read under load (issue 9). The headers depend on nothing in the request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: directives(NO_HASHES) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });
    // Set before the route runs, so that a route (a portal page, the docs) can replace the CSP.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
