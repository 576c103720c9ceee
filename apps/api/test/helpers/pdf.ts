/**
 * The text of a PDF that pdfkit wrote with its standard fonts: each content stream is inflated
 * and the hex strings of its TJ operators decoded (WinAnsi), one line of text per operator.
 */
import { inflateSync } from 'node:zlib';

const WIN_ANSI_EXTRAS: Record<number, string> = { 0x80: '€', 0x92: '’', 0x9c: 'œ', 0x96: '–', 0xa0: ' ' };

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_EXTRAS[code] ?? String.fromCharCode(code);
  }
  return text;
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit ends a stream's bytes with "\nendstream": no optional "\r" before it, or a stream whose
  // compressed bytes end in 0x0D (now and then, by chance) loses its last byte and reads empty.
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1]!)).join(''));
    }
  }
  return lines.join('\n');
}
