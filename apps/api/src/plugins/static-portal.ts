/**
 * Serves the built portal (WEB_BUILD_DIR) for every path outside /api: a file when one exists
 * (brotli or gzip sibling chosen by Accept-Encoding), else the prerendered page of that path, else
 * the page's own copy of the SPA fallback (which preloads its modules, decision 037), else the
 * SPA fallback page, with HTTP 404 when the portal's route table knows no such built route
 * (a page of the spec not built yet is a 404 too, so no one lands on an empty page). Hashed
 * assets are cached for a year; HTML is revalidated on every visit and carries its own CSP.
 */
import fastifyStatic from '@fastify/static';
import {
  findPortalRoute,
  pagePayloadFile,
  payloadPage,
  privateShellFile,
  splitLocale,
  SPA_FALLBACK_FILE,
} from '@oceane/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { portalBuildSource, resolvePortalFile, type PortalBuild } from '../lib/portal-build.js';
import { apiNotFound } from './envelope.js';
import { contentSecurityPolicy } from './security-headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Portal not built</title></head>
<body>
<main>
<h1>The portal is not built yet</h1>
<p>The api is running, but the web portal has not been built. Run <code>npm run build</code> at the root of the repository, then reload this page.</p>
<p lang="fr">Le portail n’est pas encore construit : lancez <code>npm run build</code> à la racine du dépôt, puis rechargez cette page.</p>
</main>
</body>
</html>
`;

/**
 * Hashed assets and a build's meta (`builds/meta/{buildId}.json`, named by its build) never change;
 * anything else (HTML, builds/latest.json, icons) is revalidated.
 */
function cacheControlFor(file: string): string {
  return file.startsWith('assets/') || file.startsWith('builds/meta/') ? IMMUTABLE : 'no-cache';
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('Not Found');
}

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

function sendPortalFile(
  build: PortalBuild,
  reply: FastifyReply,
  file: string,
  status: number,
  origins: string[],
  cacheControl = cacheControlFor(file),
) {
  reply.code(status);
  reply.header('cache-control', cacheControl);
  if (build.compressed.has(file)) reply.header('vary', 'Accept-Encoding');
  const hashes = build.inline.get(file);
  if (hashes) reply.header('content-security-policy', contentSecurityPolicy(hashes, origins));
  const conditional = status === 200;
  return reply.sendFile(file, build.root, {
    cacheControl: false,
    etag: conditional,
    lastModified: conditional,
  });
}

/**
 * `{page}/_payload.json?v={buildId}` (spec §7, docs/decisions/051-build-manifests.md): the payload
 * of the build being served, whatever build the query names. Asked for by that build's id, it is
 * that build's for good (immutable); asked for by another id, or none, it is revalidated, and its
 * `build` field tells a client of an older build that it is stale. A path the portal does not have,
 * or a page without payload, is a plain 404, never the SPA's page.
 */
function sendPagePayload(
  build: PortalBuild,
  reply: FastifyReply,
  page: string,
  query: string,
  origins: string[],
) {
  const route = findPortalRoute(page);
  const file = route && pagePayloadFile(route, splitLocale(page).locale);
  if (!file || !build.files.has(file)) return notFound(reply);
  const asked = new URLSearchParams(query).get('v');
  const current = build.buildId !== null && asked === build.buildId;
  return sendPortalFile(build, reply, file, 200, origins, current ? IMMUTABLE : 'no-cache');
}

export const staticPortalPlugin = fp<{
  webBuildDir: string;
  rescanIntervalMs?: number;
  /** Third-party origins the pages may use (the analytics script's). */
  thirdPartyOrigins?: string[];
}>(
  async (app, options) => {
    const origins = options.thirdPartyOrigins ?? [];
    const currentBuild = portalBuildSource(options.webBuildDir, options.rescanIntervalMs);
    if (!currentBuild()) {
      app.log.warn({ webBuildDir: options.webBuildDir }, 'portal build not found: run npm run build');
    }
    // Files are sent with the build's root each time; the plugin serves no route of its own.
    await app.register(fastifyStatic, { serve: false, preCompressed: true });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = decodePath(request.url);
      if (pathname === null || pathname === '/api' || pathname.startsWith('/api/')) {
        return apiNotFound(request, reply);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
      const build = currentBuild();
      if (!build) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      const page = payloadPage(pathname);
      if (page !== null) {
        return sendPagePayload(build, reply, page, request.url.split('?')[1] ?? '', origins);
      }
      const file = resolvePortalFile(build, pathname);
      if (file) return sendPortalFile(build, reply, file, 200, origins);
      const lastSegment = pathname.split('/').pop() ?? '';
      if (/\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith('.html')) {
        // A missing script, style or image (or an old build's meta) gets a plain 404, not a page.
        return notFound(reply);
      }
      const route = findPortalRoute(pathname);
      const status = route ? 200 : 404;
      // A page's own copy of the fallback, which preloads its modules too, when the build has one.
      const shell = route && privateShellFile(route.pattern, splitLocale(pathname).locale);
      const fallback = [shell, SPA_FALLBACK_FILE, 'index.html'].find(
        (candidate) => candidate !== undefined && build.files.has(candidate),
      );
      if (!fallback) return reply.code(status).type('text/plain; charset=utf-8').send('Not Found');
      return sendPortalFile(build, reply, fallback, status, origins);
    });
  },
  { name: 'static-portal', dependencies: ['security-headers'] },
);
