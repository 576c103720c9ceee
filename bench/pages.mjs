#!/usr/bin/env node
// Page speed as a passenger's phone feels it (issue 9): Lighthouse 12's mobile preset (simulated
// throttling) on Debian's Chromium, median of 3 runs, on the public pages beside their static floor
// (the same HTML without scripts from a plain server) and on the logged-in pages with the session
// kept and the cache empty. Needs `npm run build`. `node bench/pages.mjs [--page /cards] [--runs 3]
// [--explain]`, on ports 3310 and 3311 unless BENCH_PAGES_PORT says otherwise. `--explain` prints,
// for each run, what Lighthouse names as the largest paint and its phases, and the longest tasks,
// and keeps each run's whole result in reports/lighthouse/ (git-ignored) for Chrome's viewer.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { signBody } from '@oceane/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { parseArgs } from './lib/args.mjs';
import { startFloor, startPortal } from './lib/pages-servers.mjs';

export const PUBLIC_PAGES = ['/', '/en', '/auth/login', '/en/auth/login', '/auth/signup'];
export const LOGGED_IN_PAGES = ['/cards', '/cart', '/account'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SIGNATURE_KEY = 'portal-dev-signature-key';
const DEMO = { email: 'demo@example.org', password: 'demo-password-2026' };

/** This part's options from run.mjs's (lib/args.mjs): `--page` (repeatable), `--runs`, `--explain`. */
function pageOptions(args) {
  // Two runs at once (a helper measuring its page while the harness runs) need other ports.
  const port = Number(process.env.BENCH_PAGES_PORT ?? 3310);
  const pages = args.page === undefined ? [] : [args.page].flat().map(String);
  return {
    pages,
    runs: Number(args.runs ?? 3),
    explain: args.explain === true,
    portalPort: port,
    floorPort: port + 1,
  };
}

/** The demo passenger's userToken, as the login page gets it (spec §7: signIn, then login.json). */
async function demoSession(base) {
  const post = async (path, body) => {
    const response = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signBody(body, SIGNATURE_KEY)),
    });
    const envelope = await response.json();
    if (envelope.status !== 'ok') throw new Error(`${path}: ${JSON.stringify(envelope.error)}`);
    return envelope.response;
  };
  const { idToken } = await post('Identity/signIn', DEMO);
  const { user } = await post('Account/login.json', { firebase_token: idToken, network_id: 1 });
  return { idToken, user };
}

/**
 * Leaves the session where the portal keeps it (lib/session.ts: the userToken and idToken cookies,
 * the names in localStorage `oceane.user`), set from an api page so no asset enters the cache.
 */
async function storeSession(browser, base, { idToken, user }) {
  const page = await browser.newPage();
  await page.goto(`${base}/api/health`);
  const expires = Date.UTC(2030, 0, 1) / 1000;
  await browser.setCookie(
    { name: 'userToken', value: user.userToken, domain: '127.0.0.1', path: '/', expires, sameSite: 'Lax' },
    { name: 'idToken', value: idToken, domain: '127.0.0.1', path: '/', expires, sameSite: 'Lax' },
  );
  const { userToken: _token, ...names } = user;
  await page.evaluate((value) => localStorage.setItem('oceane.user', value), JSON.stringify(names));
  await page.close();
}

async function clearCache(browser) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
}

/** Gzip bytes of a same-origin file of the build (its .gz sibling), else what travelled. */
function gzipBytes(client, url, transferSize) {
  const file = join(client, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return transferSize;
}

/**
 * Gzip size of the scripts a prerendered page names (preloads, module script, or the list its
 * first-paint loader adds after the paint): what it fetches to hydrate, whenever that starts.
 */
function hydrationKiB(client, route) {
  const html = readFileSync(join(client, route === '/' ? '' : route, 'index.html'), 'utf8');
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  const bytes = [...scripts].reduce((sum, script) => sum + gzipBytes(client, `http://x${script}`, 0), 0);
  return +(bytes / 1024).toFixed(1);
}

/**
 * The figures of one Lighthouse result. "JS before first paint" is the gzip size of the scripts
 * whose request started before the first contentful paint observed in the unthrottled trace: the
 * ones Lighthouse's simulation puts on the first paint's path.
 */
function figuresOf(lhr, client) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests').details;
  const observed = audit('metrics').details.items[0];
  const firstPaintMs =
    (observed.observedFirstContentfulPaintTs - requests.debugData.networkStartTimeTs) / 1000;
  const scripts = requests.items.filter(
    (item) => item.resourceType === 'Script' && item.networkRequestTime <= firstPaintMs,
  );
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: +audit('cumulative-layout-shift').numericValue.toFixed(3),
    transferKiB: +(audit('total-byte-weight').numericValue / 1024).toFixed(1),
    scriptsBeforePaint: scripts.length,
    jsBeforePaintKiB: +(
      scripts.reduce((sum, item) => sum + gzipBytes(client, item.url, item.transferSize), 0) / 1024
    ).toFixed(1),
  };
}

/**
 * What a run's largest paint was and what delayed it, and its longest tasks, as lines for the
 * console; the whole result goes to reports/lighthouse/ (`--explain`).
 */
function explainRun(lhr, { url, run, root, log }) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const [element, phases] = items('largest-contentful-paint-element');
  const node = element?.items?.[0]?.node;
  const snippet = node ? `${node.snippet} "${node.nodeLabel}"` : 'none';
  const phaseText = (phases?.items ?? [])
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
    .join(', ');
  const tasks = items('long-tasks')
    .slice(0, 5)
    .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url})`);
  const scripts = items('bootup-time')
    .slice(0, 5)
    .map((script) => `${script.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(script.scripting)} ms`);
  log(`${url} run ${run + 1}: LCP element ${snippet}`);
  log(`  LCP phases: ${phaseText || 'not given'}`);
  log(`  long tasks: ${tasks.join('; ') || 'none'}`);
  log(`  script evaluation: ${scripts.join('; ') || 'none'}`);
  const directory = join(root, 'bench/reports/lighthouse');
  mkdirSync(directory, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${run + 1}.json`;
  writeFileSync(join(directory, name), JSON.stringify(lhr));
}

/** Runs Lighthouse `runs` times and keeps the run of median performance score. */
async function measure({ browser, port, url, runs, loggedIn, client, log, explain, root }) {
  const results = [];
  for (let run = 0, failures = 0; run < runs;) {
    if (loggedIn) await clearCache(browser);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Logged in: keep the cookies and storage set above (the cache is emptied by hand).
      disableStorageReset: loggedIn,
    });
    const error = result.lhr.runtimeError;
    if (error) {
      // A trace lost on a loaded machine (NO_NAVSTART, NO_FCP) is run again, twice at most.
      failures += 1;
      log(`${url}: ${error.code}, run again`);
      if (failures > 2) throw new Error(`${url}: ${error.message}`);
      continue;
    }
    results.push(figuresOf(result.lhr, client));
    if (explain) explainRun(result.lhr, { url, run, root, log });
    run += 1;
  }
  results.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = results[Math.floor((results.length - 1) / 2)];
  log(
    `${url}: ${results.map((r) => r.performance).join(', ')} → ${median.performance}, LCP ${median.lcpMs} ms`,
  );
  return median;
}

const pass = (met) => (met ? '✓' : '✗');

/** A page's figures against issue 9's targets: its score, CLS 0, and JavaScript before the paint. */
function pageChecks(f, { score, jsKiB }) {
  return {
    performance: { value: f.performance, unit: 'score', target: score, met: f.performance >= score },
    cls: { value: f.cls, unit: '', target: 0, met: f.cls === 0 },
    jsBeforePaint: {
      value: f.jsBeforePaintKiB,
      unit: 'KiB gzip',
      target: jsKiB,
      met: f.jsBeforePaintKiB <= jsKiB,
    },
  };
}

export async function benchPages({ root, log = console.error, args = {} }) {
  const options = pageOptions(args);
  const client = join(root, 'apps/web/build/client');
  if (!existsSync(join(client, 'index.html')) || !existsSync(join(root, 'apps/api/dist/server.js'))) {
    throw new Error('Run `npm run build` first.');
  }
  const selected = options.pages.length ? options.pages : [...PUBLIC_PAGES, ...LOGGED_IN_PAGES];
  const publicPages = selected.filter((page) => PUBLIC_PAGES.includes(page));
  const loggedInPages = selected.filter((page) => !PUBLIC_PAGES.includes(page));

  const portal = await startPortal({ root, port: options.portalPort });
  const floor = await startFloor({ client, routes: publicPages, port: options.floorPort });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const common = {
    browser,
    port: chrome.port,
    runs: options.runs,
    client,
    log,
    explain: options.explain,
    root,
  };
  try {
    const publicRows = [];
    for (const page of publicPages) {
      const floorFigures = await measure({ ...common, url: `${floor.base}${page}`, loggedIn: false });
      const pageFigures = await measure({ ...common, url: `${portal.base}${page}`, loggedIn: false });
      publicRows.push({
        page,
        figures: pageFigures,
        floor: floorFigures,
        hydration: hydrationKiB(client, page),
      });
    }
    const loggedInRows = [];
    if (loggedInPages.length) {
      await storeSession(browser, portal.base, await demoSession(portal.base));
      for (const page of loggedInPages) {
        loggedInRows.push({
          page,
          figures: await measure({ ...common, url: `${portal.base}${page}`, loggedIn: true }),
        });
      }
    }
    return report(publicRows, loggedInRows, options.runs);
  } finally {
    await browser.disconnect();
    chrome.kill();
    floor.stop();
    portal.stop();
  }
}

function report(publicRows, loggedInRows, runs) {
  const figures = {};
  const lines = [
    `## Pages (Lighthouse 12, mobile preset, simulated throttling, median of ${runs})`,
    '',
    'JS before paint: gzip size of the scripts requested before the first contentful paint of the',
    "unthrottled trace (the ones Lighthouse's simulation puts before the first paint). JS to hydrate:",
    'gzip size of the scripts a prerendered page names, fetched before or after its first paint.',
    '',
  ];
  if (publicRows.length) {
    lines.push(
      '| public page | perf (target 100) | a11y | best pr. | seo | FCP ms | LCP ms | floor LCP ms | LCP / floor (≤ 1.2) | TBT ms | CLS (0) | JS before paint KiB gz (≤ 100) | JS to hydrate KiB gz | transfer KiB |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const { page, figures: f, floor, hydration } of publicRows) {
      const ratio = +(f.lcpMs / floor.lcpMs).toFixed(2);
      const checks = {
        ...pageChecks(f, { score: 100, jsKiB: 100 }),
        lcpRatio: { value: ratio, unit: '×', target: 1.2, met: ratio <= 1.2, reference: floor.lcpMs },
      };
      figures[`pages ${page} performance`] = checks.performance;
      figures[`pages ${page} LCP`] = { value: f.lcpMs, unit: 'ms', reference: floor.lcpMs };
      figures[`pages ${page} LCP / floor`] = checks.lcpRatio;
      figures[`pages ${page} CLS`] = checks.cls;
      figures[`pages ${page} JS before paint`] = checks.jsBeforePaint;
      lines.push(
        `| ${page} | ${f.performance} ${pass(checks.performance.met)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${f.fcpMs} | ${f.lcpMs} | ${floor.lcpMs} | ${ratio} ${pass(checks.lcpRatio.met)} | ${f.tbtMs} | ${f.cls} ${pass(checks.cls.met)} | ${f.jsBeforePaintKiB} (${f.scriptsBeforePaint} files) ${pass(checks.jsBeforePaint.met)} | ${hydration} | ${f.transferKiB} |`,
      );
      figures[`pages ${page} JS to hydrate`] = { value: hydration, unit: 'KiB gzip' };
    }
    lines.push('');
  }
  if (loggedInRows.length) {
    lines.push(
      'Logged in as the demo passenger (cookies and storage kept, cache emptied before each run).',
      '',
      '| logged-in page | perf (≥ 95) | a11y | FCP ms | LCP ms | TBT ms | CLS (0) | JS before paint KiB gz (≤ 170) | transfer KiB |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const { page, figures: f } of loggedInRows) {
      const checks = pageChecks(f, { score: 95, jsKiB: 170 });
      figures[`pages ${page} performance`] = checks.performance;
      figures[`pages ${page} LCP`] = { value: f.lcpMs, unit: 'ms' };
      figures[`pages ${page} CLS`] = checks.cls;
      figures[`pages ${page} JS before paint`] = checks.jsBeforePaint;
      lines.push(
        `| ${page} | ${f.performance} ${pass(checks.performance.met)} | ${f.accessibility} | ${f.fcpMs} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} ${pass(checks.cls.met)} | ${f.jsBeforePaintKiB} (${f.scriptsBeforePaint} files) ${pass(checks.jsBeforePaint.met)} | ${f.transferKiB} |`,
      );
    }
    lines.push('');
  }
  return { markdown: lines.join('\n'), figures };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const { markdown } = await benchPages({
    root,
    log: console.error,
    args: parseArgs(process.argv.slice(2)),
  });
  console.log(markdown);
}
