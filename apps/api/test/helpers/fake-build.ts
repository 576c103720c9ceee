/**
 * A tiny portal build, shaped like the web app's (prerendered index.html per route, the SPA
 * fallback, hashed assets with .br/.gz siblings), so the static tests need no real web build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INLINE_SCRIPT = 'window.__reactRouterContext = {"basename":"/"};';
export const INLINE_MODULE = 'import("/assets/entry-abc123.js");';
export const STYLE_ATTRIBUTE = 'border:0;clip:rect(0 0 0 0);font-family:"Marianne"';
export const ASSET = 'console.log("portal");\n'.repeat(50);

export function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

function page(lang: string, title: string): string {
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>
<script type="module" src="/assets/entry-abc123.js"></script></head>
<body><main><h1>${title}</h1><span style="${STYLE_ATTRIBUTE.replaceAll('"', '&quot;')}"><input type="checkbox"></span></main><script>${INLINE_SCRIPT}</script><script type="module" async="">${INLINE_MODULE}</script></body></html>`;
}

export function createFakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
  const files: Record<string, string | Buffer> = {
    'index.html': page('fr', 'Accueil'),
    'auth/login/index.html': page('fr', 'Connexion'),
    'en/auth/login/index.html': page('en', 'Log in'),
    '__spa-fallback.html': page('fr', 'Chargement'),
    'assets/entry-abc123.js': ASSET,
    'assets/entry-abc123.js.br': brotliCompressSync(ASSET),
    'assets/entry-abc123.js.gz': gzipSync(ASSET),
    'assets/style-def456.css': 'main{margin:0}',
    'builds/latest.json': '{"version":"abc"}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
