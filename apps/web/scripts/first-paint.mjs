// Lets the prerendered pages paint before any of their JavaScript is fetched (issue 9,
// docs/decisions/036-web-first-paint.md). React Router writes some thirty modulepreload links of
// high priority ahead of the stylesheet, and its module script starts the app as soon as they
// arrive: on a slow phone ~190 KB of JavaScript travelled before the first paint, which needs only
// the HTML and the stylesheet. Run after `react-router build`, before precompress.mjs. In every
// prerendered page the stylesheet moves first in the head, and the preloads and the module script
// are added by a small inline script once the browser reports the first contentful paint (a frame
// can run well before it is shown on a busy phone), a few per task so that no task is long, and
// all before the module script, so hydration still fetches in parallel. A hidden page (a background tab) starts them at once, any page after 3 s at the latest.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STYLESHEET = /<link rel="stylesheet" href="[^"]+"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** Starts the app anyway if no contentful paint is reported by then (a page without text). */
const FALLBACK_MS = 3000;
/** The inert copy of React Router's module script, which the loader turns into a module script. */
export const DEFERRED_MODULE_ID = 'app-start';

/**
 * Preloads added per task. Adding a `<link rel=modulepreload>` costs the browser about 0.75 ms
 * (a fetch started, at 1× CPU on the bench machine): seventy at once made one 52 ms task right
 * after the first paint, some 200 ms of blocking time on a phone at 4× slower (issue 9). Four per
 * task keeps each one short; the next batch follows at once in a new task.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Adds the preloads, a few per task, then the module script. Its text comes from the inert copy,
 * so the module script has the same content, and hash, as the copy the Content-Security-Policy of
 * the page allows.
 */
function loader(preloads) {
  return `<script>(function(){var started=false;var preloads=${JSON.stringify(preloads)};function batch(from){preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});if(from+${PRELOADS_PER_TASK}<preloads.length)return setTimeout(function(){batch(from+${PRELOADS_PER_TASK})},0);var script=document.createElement("script");script.type="module";script.textContent=document.getElementById("${DEFERRED_MODULE_ID}").textContent;document.body.appendChild(script)}function start(){if(started)return;started=true;batch(0)}if(document.visibilityState!=="visible")return start();try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(error){requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,${FALLBACK_MS})})()</script>`;
}

/** The page with its stylesheets first and its scripts fetched once it has painted. */
export function paintBeforeScripts(html) {
  const module = html.match(MODULE_SCRIPT);
  const titleEnd = html.indexOf('</title>');
  if (!module || titleEnd === -1) throw new Error('a prerendered page without title or module script');
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const stylesheets = html.match(STYLESHEET) ?? [];
  const at = titleEnd + '</title>'.length;
  const tail = html.slice(at);
  return `${html.slice(0, at)}${stylesheets.join('')}${tail.replace(STYLESHEET, '').replace(MODULEPRELOAD, '')}`.replace(
    MODULE_SCRIPT,
    () => `<script type="text/x-module" id="${DEFERRED_MODULE_ID}">${module[1]}</script>${loader(preloads)}`,
  );
}

async function* prerenderedPages(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') yield* prerenderedPages(path);
    else if (entry.isFile() && entry.name === 'index.html') yield path;
  }
}

export async function rewritePrerenderedPages(root) {
  let pages = 0;
  for await (const path of prerenderedPages(root)) {
    const html = await readFile(path, 'utf8');
    const rewritten = paintBeforeScripts(html);
    if (rewritten !== html) {
      await writeFile(path, rewritten);
      pages += 1;
    }
  }
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  console.log(`first paint: ${await rewritePrerenderedPages(root)} prerendered pages rewritten`);
}
