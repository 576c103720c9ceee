/**
 * The hosted pages' frame: a complete HTML document with the sandbox banner, one stylesheet
 * inline (allowed by its SHA-256 in the page's own CSP, decision 005: no script at all), and the
 * escaping every value goes through (lib/html.ts, re-exported for the pages).
 */
import { createHash } from 'node:crypto';
import type { Locale } from '@oceane/domain';
import { escapeHtml } from '../../lib/html.js';
import { contentSecurityPolicy } from '../../plugins/security-headers.js';
import { TEXTS } from './texts.js';

/** Contrast ≥ 4.5:1 for text and ≥ 3:1 for borders and focus; 44 px targets; reflows from 320 px. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1b1b1b;background:#fff}
body{margin:0}
.skip{position:absolute;left:-9999px;top:0}
.skip:focus{position:static;display:block;padding:.75rem 1rem;background:#fff;color:#0a3d62}
.banner{background:#ffe14d;color:#1b1b1b;padding:.75rem 1rem;border-bottom:4px solid #1b1b1b;text-align:center}
.banner strong{display:block;font-size:1.125rem;letter-spacing:.02em}
.banner p{margin:0}
main{max-width:34rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.25rem;line-height:1.3;margin:1.5rem 0 .5rem}
p{margin:0 0 1rem}
.order{border:2px solid #505a5f;border-radius:4px;padding:.75rem 1rem;margin:0 0 1.5rem}
.order dl{margin:0}
.order dt{font-weight:600}
.order dd{margin:0 0 .5rem;overflow-wrap:anywhere}
.order p{margin:.75rem 0 0}
.amount{font-size:1.25rem;font-weight:700}
.field{margin:0 0 1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{display:block;color:#505a5f;margin:0 0 .25rem}
input{display:block;width:100%;min-height:44px;padding:.5rem;font:inherit;font-size:1.125rem;border:2px solid #505a5f;border-radius:4px;color:#1b1b1b;background:#fff}
input.short{max-width:11rem}
input[aria-invalid="true"]{border:3px solid #b3261e}
.error{display:block;color:#b3261e;font-weight:600;margin:0 0 .25rem}
.error-summary{border:4px solid #b3261e;padding:1rem;margin:0 0 1.5rem}
.error-summary h2{margin-top:0}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
button{display:block;width:100%;min-height:44px;padding:.625rem 1.25rem;font:inherit;font-weight:700;border-radius:4px;cursor:pointer}
.primary{background:#0a3d62;color:#fff;border:2px solid #0a3d62}
.secondary{background:#fff;color:#0a3d62;border:2px solid #0a3d62}
.cancel{margin:.75rem 0 0}
a{color:#0a3d62}
a.button{display:inline-block;min-height:44px;padding:.625rem 0}
:focus-visible,.error-summary:focus{outline:3px solid #0a3d62;outline-offset:3px}
.test-cards ul{padding-left:1.25rem}
.test-cards li{margin-bottom:.5rem}
.test-cards code{white-space:nowrap;font-weight:600;font-size:1rem}
@media (forced-colors:active){:focus-visible,.error-summary:focus{outline-color:Highlight}}
@media (min-width:30rem){.order dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}.order dd{margin:0}}
@media (min-width:40rem){button{display:inline-block;width:auto}}
`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}`;

export { escapeHtml };

/** A tagged template whose interpolations are escaped unless already markup (`raw`). */
export class Markup {
  constructor(readonly html: string) {}
}

export function raw(html: string): Markup {
  return new Markup(html);
}

type Part = string | number | Markup | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.html;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function markup(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new Markup(out);
}

export type Page = { status: number; html: string; csp: string };

/**
 * The document. `formOrigins` are the origins a form of the page may end at: the form posts to
 * this origin, whose answer redirects to the merchant's return URL, and CSP's form-action holds
 * the redirect's target too.
 */
export function page(options: {
  status: number;
  locale: Locale;
  title: string;
  body: Markup;
  /** Prefixes the title with "Error: " when the page shows errors (WCAG 3.3.1). */
  hasErrors?: boolean;
  formOrigins?: string[];
}): Page {
  const texts = TEXTS[options.locale];
  const title = `${options.hasErrors ? texts.errorPrefix : ''}${options.title}`;
  const skip = options.locale === 'fr' ? 'Aller au contenu' : 'Skip to content';
  // The markup tag is not `html`, so that prettier leaves these templates as written: the page's
  // bytes, the inline style above all (its hash is in the CSP), are exactly these.
  const document = markup`<!doctype html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<a class="skip" href="#main">${skip}</a>
<header class="banner">
<strong>${texts.banner}</strong>
<p>${texts.bannerDetail}</p>
</header>
<main id="main">
${options.body}
</main>
</body>
</html>
`;
  const origins = [...new Set(options.formOrigins ?? [])];
  const csp = contentSecurityPolicy({ scripts: [], styles: [STYLE_HASH], styleAttributes: [] }).replace(
    "form-action 'self'",
    ["form-action 'self'", ...origins].join(' '),
  );
  return { status: options.status, html: document.html, csp };
}
