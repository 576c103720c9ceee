// Writes a Brotli (quality 11) and a gzip copy next to every compressible file of the client
// build, so that the server sends them as they are (ARCHITECTURE.md, delivery). Run after
// `react-router build`. Every such file gets both copies, even a tiny one that does not shrink,
// so that the server can rely on their presence.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.xml',
]);

async function* files(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export async function precompress(root) {
  let written = 0;
  let before = 0;
  let after = 0;
  for await (const path of files(root)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const source = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    before += source.length;
    after += br.length;
    for (const [suffix, data] of [
      ['.br', br],
      ['.gz', gzipped],
    ]) {
      await writeFile(`${path}${suffix}`, data);
      written += 1;
    }
  }
  return { written, before, after };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  if (!(await stat(root).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${root} does not exist; run react-router build first.`);
    process.exit(1);
  }
  const { written, before, after } = await precompress(root);
  console.log(
    `precompress: ${written} files written in ${relative(process.cwd(), root) || '.'} ` +
      `(${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB with Brotli)`,
  );
}
