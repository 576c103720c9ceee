// The two servers the page bench compares (issue 9): the built portal as passengers get it, and the
// static floor, the same prerendered HTML without its scripts from a plain node:http server, so
// that the distance between them is what the JavaScript costs the first paint.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

async function waitForHealth(base, isAlive) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (!isAlive()) throw new Error('the server exited before answering /api/health');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}/api/health did not answer`);
}

/** `node apps/api/dist/server.js` on 127.0.0.1 with a fresh SQLite file and the demo seed. */
export async function startPortal({ root, port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
  const child = spawn('node', [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PAYMENT_NOTIFICATION_SECRET: 'bench-payment-notification-secret',
      STAFF_TOTP_KEY: 'bench-staff-totp-key-of-its-own-0000000',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: join(dataDir, 'bench.sqlite'),
      SEED_DEMO: 'true',
      // Lighthouse's simulated mobile loads the page fast enough that a real passenger's
      // rate limits never matter here; the sign-in of the logged-in pages must not meet them.
      RATE_LIMIT_SIGNIN_PER_ADDRESS: '100000',
      RATE_LIMIT_SIGNIN_PER_EMAIL: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, () => child.exitCode === null);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** The prerendered HTML of a route without any script: no `<script>`, no modulepreload link. */
export function floorHtml(client, route) {
  const html = readFileSync(join(client, route === '/' ? '' : route, 'index.html'), 'utf8');
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The static floor: each prerendered route's floor HTML, and the build's other files (styles,
 * icons) as they are, brotli or gzip as the real server negotiates, hashed assets cached a year.
 */
export async function startFloor({ client, routes, port }) {
  const pages = new Map(
    routes.map((route) => {
      const html = floorHtml(client, route);
      return [
        route,
        {
          raw: Buffer.from(html),
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        },
      ];
    }),
  );
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://floor').pathname);
    const accepts = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    const page = pages.get(pathname.replace(/\/$/, '') || '/');
    if (page) {
      response.writeHead(200, {
        'content-type': TYPES['.html'],
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      response.end(encoding ? page[encoding] : page.raw);
      return;
    }
    const file = join(client, normalize(pathname));
    if (!file.startsWith(client) || !existsSync(file) || extname(file) === '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const sibling = encoding && existsSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(sibling ? { 'content-encoding': encoding } : {}),
    });
    response.end(readFileSync(sibling ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
