#!/usr/bin/env node
// Benchmarks of what a passenger on a phone feels: the bytes a first page costs and how fast the
// api answers. Needs `npm run build` first. Starts its own server on 127.0.0.1 with a fresh SQLite
// file, sends a bounded number of requests, stops it, and writes bench/reports/latest.{json,md}.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { signBody, signedQueryString } from '@oceane/domain';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'apps/web/build/client');
const key = 'portal-dev-signature-key';
const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(join(client, 'index.html')) || !existsSync(join(root, 'apps/api/dist/server.js'))) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}

/** Bytes of a first visit: the prerendered HTML plus the scripts and styles it references. */
function pageWeight(route) {
  const htmlPath = join(client, route === '/' ? '' : route, 'index.html');
  const html = readFileSync(htmlPath, 'utf8');
  const assets = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  let raw = Buffer.byteLength(html);
  let brotli = brotliCompressSync(html).length;
  let gzip = gzipSync(html).length;
  for (const asset of assets) {
    const file = join(client, asset);
    raw += statSync(file).size;
    brotli += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
    gzip += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
  }
  return {
    route,
    files: assets.size + 1,
    rawKiB: +(raw / 1024).toFixed(1),
    gzipKiB: +(gzip / 1024).toFixed(1),
    brotliKiB: +(brotli / 1024).toFixed(1),
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sends `count` requests, `concurrency` at a time, and gives the latency percentiles in ms. */
async function measure(name, count, concurrency, makeRequest, accept = (response) => response.ok) {
  const times = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await makeRequest();
      if (!accept(response)) failures += 1;
      await response.arrayBuffer();
      times.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requests: count,
    concurrency,
    failures,
    perSecond: +(count / elapsed).toFixed(0),
    p50ms: +percentile(times, 50).toFixed(1),
    p95ms: +percentile(times, 95).toFixed(1),
    p99ms: +percentile(times, 99).toFixed(1),
  };
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = spawn('node', [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PAYMENT_NOTIFICATION_SECRET: 'bench-payment-notification-secret',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: join(dataDir, 'bench.sqlite'),
    SEED_DEMO: 'true',
    RATE_LIMIT_SIGNIN_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

const postJson = (path, body) =>
  fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Issue 7: the money path's reads as the demo passenger makes them: the amount of a cart (priced
 * on the server from the catalogue), the order tracking page and an invoice's PDF.
 */
async function moneyPath() {
  const signedIn = await (
    await postJson(
      'Identity/signIn',
      await signBody({ email: 'demo@example.org', password: 'demo-password-2026' }, key),
    )
  ).json();
  const login = await (
    await postJson(
      'Account/login.json',
      await signBody({ firebase_token: signedIn.response.idToken, network_id: 1 }, key),
    )
  ).json();
  const userToken = login.response.user.userToken;
  const cards = await (
    await fetch(
      `${base}/api/Account/getCards.json?${await signedQueryString({ userToken, network_id: 1 }, key)}`,
    )
  ).json();
  const card = cards.response.CARDS.find((candidate) => !candidate.pendingSale && !candidate.expired);
  const amountBody = await signBody(
    {
      userToken,
      items: [{ type: 'CARD_RELOAD', mediaId: card.id, shopItemId: 1007, quantity: 1 }],
      voucherCode: 'ANNUEL20',
    },
    key,
  );
  const historyQuery = await signedQueryString({ userToken }, key);
  const history = await (await fetch(`${base}/api/Order/history.json?${historyQuery}`)).json();
  const printBody = await signBody({ userToken, orderId: history.response.orders.at(-1).id }, key);
  return [
    await measure('POST /api/Order/computeAmount.json (annual pass, voucher, 3 schedules)', 1000, 16, () =>
      postJson('Order/computeAmount.json', amountBody),
    ),
    await measure('GET /api/Order/history.json (a page of orders)', 1000, 16, () =>
      fetch(`${base}/api/Order/history.json?${historyQuery}`),
    ),
    await measure('POST /api/Order/printOrder.json (invoice PDF)', 200, 4, () =>
      postJson('Order/printOrder.json', printBody),
    ),
  ];
}

try {
  const coldStart = performance.now();
  await waitForServer();
  const startSeconds = +((performance.now() - coldStart) / 1000).toFixed(2);

  const pages = ['/', '/auth/login', '/auth/signup', '/en/auth/login']
    .filter((route) => existsSync(join(client, route === '/' ? '' : route, 'index.html')))
    .map(pageWeight);

  const networksQuery = await signedQueryString({}, key);
  const signIn = await signBody({ email: 'demo@example.org', password: 'demo-password-2026' }, key);
  // Issue 6: a body nested 9 000 levels deep (54 KB, no signature needed) is refused before it
  // is parsed; before the fix one of half that size cost 1.6 s of CPU and stalled the server.
  const deepBody = `${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}`;
  const sendDeep = () =>
    fetch(`${base}/api/Identity/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepBody,
    });
  const refused = (response) => response.status === 400;
  const [deep, healthUnderDeep] = await Promise.all([
    measure('POST 54 KB body nested 9 000 deep → 400', 600, 6, sendDeep, refused),
    measure('GET /api/health while those arrive', 1000, 4, () => fetch(`${base}/api/health`)),
  ]);
  const api = [
    deep,
    healthUnderDeep,
    await measure('GET /api/health', 2000, 16, () => fetch(`${base}/api/health`)),
    await measure('GET /api/Networks/getNetworks.json', 2000, 16, () =>
      fetch(`${base}/api/Networks/getNetworks.json?${networksQuery}`),
    ),
    await measure('GET / (prerendered, brotli)', 2000, 16, () =>
      fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } }),
    ),
    ...(await moneyPath()),
    await measure('POST /api/Identity/signIn (argon2id)', 100, 2, () =>
      fetch(`${base}/api/Identity/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      }),
    ),
  ];

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores: (await import('node:os')).cpus().length,
    startSeconds,
    pages,
    api,
  };
  writeFileSync(join(root, 'bench/reports/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark report`,
    ``,
    `${report.date}, Node ${report.node}, ${report.cores} cores. Server start (migrate + seed + listen): ${startSeconds} s.`,
    ``,
    `## First visit weight (HTML + referenced JS/CSS)`,
    `| page | files | raw KiB | gzip KiB | brotli KiB |`,
    `|---|---|---|---|---|`,
    ...pages.map((p) => `| ${p.route} | ${p.files} | ${p.rawKiB} | ${p.gzipKiB} | ${p.brotliKiB} |`),
    ``,
    `## Api latency (loopback)`,
    `| call | requests | concurrency | failures | req/s | p50 ms | p95 ms | p99 ms |`,
    `|---|---|---|---|---|---|---|---|`,
    ...api.map(
      (a) =>
        `| ${a.name} | ${a.requests} | ${a.concurrency} | ${a.failures} | ${a.perSecond} | ${a.p50ms} | ${a.p95ms} | ${a.p99ms} |`,
    ),
    ``,
  ];
  writeFileSync(join(root, 'bench/reports/latest.md'), lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  stopServer();
}
