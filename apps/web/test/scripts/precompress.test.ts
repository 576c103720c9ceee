import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script, without types
import { precompress } from '../../scripts/precompress.mjs';

describe('precompress', () => {
  it('writes a Brotli and a gzip copy next to every compressible file, and only those', async () => {
    const root = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(root, 'assets'));
    const script = 'export const text = "Océane Mobilités";\n'.repeat(50);
    await writeFile(join(root, 'assets', 'app.js'), script);
    await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(join(root, 'photo.png'), Buffer.from([137, 80, 78, 71]));
    const { written } = (await precompress(root)) as { written: number };
    expect(written).toBe(4);
    expect(brotliDecompressSync(await readFile(join(root, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(root, 'assets', 'app.js.gz'))).toString()).toBe(script);
    await expect(readFile(join(root, 'photo.png.br'))).rejects.toThrow();
  });
});
