// The weights part of the bench: the bytes of a first visit to each prerendered public page, as
// served precompressed: its HTML plus every script and style the page names (a script started after
// the first paint is still downloaded by the visit), and apart, the JavaScript its tags reference
// (`src`, `href`: modulepreload included), which the browser fetches before the first paint.
// Reads apps/web/build; no server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { figure } from './lib/report.mjs';

const PAGES = ['/', '/en', '/auth/login', '/auth/signup', '/en/auth/login'];
/** The budget of a first visit to a public page, brotli (bench/README.md). */
const FIRST_VISIT_MAX_KIB = 150;

const kib = (bytes) => bytes / 1024;

/** A file's size as served with an encoding: its precompressed twin when the build wrote one. */
function encodedSize(file, extension, compress) {
  return existsSync(`${file}.${extension}`)
    ? statSync(`${file}.${extension}`).size
    : compress(readFileSync(file)).length;
}

function pageWeight(client, route) {
  const htmlPath = join(client, route === '/' ? '' : route, 'index.html');
  const html = readFileSync(htmlPath, 'utf8');
  const assets = new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]));
  const beforePaint = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const weight = {
    route,
    files: assets.size + 1,
    raw: Buffer.byteLength(html),
    gzip: encodedSize(htmlPath, 'gz', gzipSync),
    brotli: encodedSize(htmlPath, 'br', brotliCompressSync),
    jsGzip: 0,
  };
  for (const asset of assets) {
    const file = join(client, asset);
    weight.raw += statSync(file).size;
    weight.gzip += encodedSize(file, 'gz', gzipSync);
    weight.brotli += encodedSize(file, 'br', brotliCompressSync);
    if (beforePaint.has(asset)) weight.jsGzip += encodedSize(file, 'gz', gzipSync);
  }
  return weight;
}

export async function benchWeights({ root }) {
  const client = join(root, 'apps/web/build/client');
  const weights = PAGES.filter((route) =>
    existsSync(join(client, route === '/' ? '' : route, 'index.html')),
  ).map((route) => pageWeight(client, route));
  const figures = {};
  for (const weight of weights) {
    figures[`weights.${weight.route}.brotliKiB`] = figure(kib(weight.brotli), 'KiB', {
      atMost: FIRST_VISIT_MAX_KIB,
    });
    figures[`weights.${weight.route}.jsBeforePaintGzipKiB`] = figure(kib(weight.jsGzip), 'KiB');
  }
  const markdown = [
    '## First visit weight (HTML + every JS and CSS file the page names)',
    '',
    `Target: ≤ ${FIRST_VISIT_MAX_KIB} KiB brotli per public page.`,
    '',
    '| page | files | raw KiB | gzip KiB | brotli KiB | JS before first paint (tags), gzip KiB |',
    '|---|---|---|---|---|---|',
    ...weights.map(
      (w) =>
        `| ${w.route} | ${w.files} | ${kib(w.raw).toFixed(1)} | ${kib(w.gzip).toFixed(1)} | ${kib(w.brotli).toFixed(1)} | ${kib(w.jsGzip).toFixed(1)} |`,
    ),
    '',
  ].join('\n');
  return { markdown, figures };
}
