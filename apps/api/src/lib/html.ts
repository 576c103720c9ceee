/**
 * Text put into HTML: the mails, the dev mailbox page and the sandbox provider's hosted pages all
 * escape every value through this one function.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text and attribute values, escaped; NUL and lone surrogates (garbage input) become U+FFFD. */
export function escapeHtml(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\ufffd')
    .replaceAll('\u0000', '\ufffd')
    .replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
