import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that open markup or end an attribute', () => {
    expect(escapeHtml(`<img src="x" onerror='alert(1)'> & co`)).toBe(
      '&lt;img src=&quot;x&quot; onerror=&#39;alert(1)&#39;&gt; &amp; co',
    );
  });

  it('turns NUL and lone surrogates (garbage input) into U+FFFD, and keeps real pairs', () => {
    expect(escapeHtml('a\u0000b\ud800c\udc00d')).toBe('a\ufffdb\ufffdc\ufffdd');
    expect(escapeHtml('Gwenaëlle 🚌')).toBe('Gwenaëlle 🚌');
  });
});
