/**
 * Products/media: a product's pictogram, an SVG drawn from its transport modes (the portal's own
 * pictograms, ui/icons.tsx, so both read alike), one tile per mode side by side, a ticket for a
 * product serving none. Its accessible name is a <title> in the caller's language. Only fixed
 * shapes and escaped text: no script, no link, no external reference.
 */
import type { TransportMode } from '@oceane/domain';

const TILE = 24;
const GAP = 6;
/** The portal's primary colour (apps/web tokens.css --color-primary). */
const INK = '#0b3954';

const SHAPES: Record<TransportMode | 'NONE', string> = {
  BUS: '<rect x="4" y="3" width="16" height="15" rx="3"/><path d="M4 11h16M8 21v-3M16 21v-3M7.5 14.5h.01M16.5 14.5h.01M8 6h8"/>',
  BOAT: '<path d="M3 17c1.5 1.3 3 1.3 4.5 0s3-1.3 4.5 0 3 1.3 4.5 0 3-1.3 4.5 0"/><path d="M5 14l-1-4h16l-1 4M8 10V6h7l2 4M11 6V3"/>',
  BIKE: '<circle cx="6" cy="16" r="4"/><circle cx="18" cy="16" r="4"/><path d="M6 16l4-8h5l3 8M10 8l3 8h-7M14 5h3"/>',
  CAR_SHARING: '<path d="M3 16v-4l2-5h14l2 5v4H3zM3 16v3h3v-3M18 16v3h3v-3M6.5 13h.01M17.5 13h.01"/>',
  NONE: '<rect x="3" y="6" width="18" height="12" rx="2"/><path d="M15 6v12" stroke-dasharray="2 2"/><path d="M6 10h6M6 14h4"/>',
};

/** Text for XML content and attributes: the five special characters, and no control character. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are not allowed in XML 1.0
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** The SVG document of a product's pictogram, named `title`. */
export function pictogramSvg(modes: readonly TransportMode[], title: string): string {
  const tiles: (TransportMode | 'NONE')[] = modes.length > 0 ? [...new Set(modes)] : ['NONE'];
  const width = tiles.length * TILE + (tiles.length - 1) * GAP;
  const drawn = tiles
    .map((tile, index) => `<g transform="translate(${index * (TILE + GAP)} 0)">${SHAPES[tile]}</g>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${TILE}" width="${width * 2}" ` +
    `height="${TILE * 2}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>` +
    `<g fill="none" stroke="${INK}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">` +
    `${drawn}</g></svg>`
  );
}
