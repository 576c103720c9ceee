/**
 * The built portal on disk, indexed once at start: which files exist (their .br/.gz siblings are
 * variants, not files of their own) and, for each HTML file, the SHA-256 of its inline <script>
 * and <style> elements, which its Content-Security-Policy allows and nothing else.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { isBuildId, LATEST_BUILD_FILE, SPA_FALLBACK_FILE } from '@oceane/domain';

/** The hashes of one HTML file's inline elements, which its Content-Security-Policy allows. */
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] };

export type PortalBuild = {
  root: string;
  /** Relative POSIX paths of the servable files. */
  files: Set<string>;
  /** Files with a precompressed sibling, served with `Vary: Accept-Encoding`. */
  compressed: Set<string>;
  /** Inline element hashes of each HTML file. */
  inline: Map<string, InlineHashes>;
  /** The id `builds/latest.json` names (docs/decisions/051-build-manifests.md), null without one. */
  buildId: string | null;
};

const PRECOMPRESSED = /\.(br|gz)$/;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The value a browser hashes: the attribute with its character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Hashes of the inline scripts (no src attribute), inline styles and style attributes of an HTML
 * document. Style attributes come from prerendered widgets (react-aria's visually hidden inputs);
 * CSP level 3 allows exactly those values with 'unsafe-hashes', never any other inline style.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body.length === 0) continue;
    scripts.add(sha256(body));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (match[1]) styles.add(sha256(match[1]));
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    styleAttributes.add(sha256(decodeAttribute(match[1] ?? match[2] ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** Indexes a build directory; null when it does not exist (the portal was not built). */
export function indexPortalBuild(root: string): PortalBuild | null {
  if (!existsSync(root) || !statSync(root).isDirectory()) return null;
  const all = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(sep).join('/'))
    .filter((entry) => statSync(join(root, entry)).isFile());
  const present = new Set(all);
  const files = new Set(
    all.filter((entry) => !PRECOMPRESSED.test(entry) || !present.has(entry.replace(PRECOMPRESSED, ''))),
  );
  const compressed = new Set(
    [...files].filter((file) => present.has(`${file}.br`) || present.has(`${file}.gz`)),
  );
  const inline = new Map<string, InlineHashes>();
  for (const file of files) {
    if (file.endsWith('.html')) inline.set(file, inlineHashes(readFileSync(join(root, file), 'utf8')));
  }
  return { root, files, compressed, inline, buildId: latestBuildId(root, files) };
}

function latestBuildId(root: string, files: Set<string>): string | null {
  if (!files.has(LATEST_BUILD_FILE)) return null;
  try {
    const latest = JSON.parse(readFileSync(join(root, LATEST_BUILD_FILE), 'utf8')) as { id?: unknown };
    return isBuildId(latest.id) ? latest.id : null;
  } catch {
    return null;
  }
}

/** The file a URL path names: the file itself, else the prerendered `index.html` of that folder. */
export function resolvePortalFile(build: PortalBuild, pathname: string): string | null {
  const relative = pathname.replace(/^\/+/, '');
  if (relative.split('/').some((segment) => segment === '..' || segment.includes('\0'))) return null;
  if (relative !== '' && build.files.has(relative)) return relative;
  const folder = relative.replace(/\/+$/, '');
  const index = folder === '' ? 'index.html' : `${folder}/index.html`;
  return build.files.has(index) ? index : null;
}

/** Changes when the build is replaced: the folders' and entry pages' modification times. */
function buildStamp(root: string): string {
  return [root, join(root, 'assets'), join(root, 'index.html'), join(root, SPA_FALLBACK_FILE)]
    .map((path) => {
      try {
        return String(statSync(path).mtimeMs);
      } catch {
        return '-';
      }
    })
    .join(':');
}

/**
 * The build as last indexed, indexed again when it was replaced (a `npm run build` while the
 * server runs), checked at most every `intervalMs`: new assets and new inline hashes are served
 * without a restart.
 */
export function portalBuildSource(root: string, intervalMs = 1000): () => PortalBuild | null {
  let build = indexPortalBuild(root);
  let stamp = buildStamp(root);
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < intervalMs) return build;
    checkedAt = now;
    const next = buildStamp(root);
    if (next === stamp) return build;
    try {
      build = indexPortalBuild(root);
      stamp = next;
    } catch {
      // The build is being written: keep serving the previous index and look again next time.
    }
    return build;
  };
}
