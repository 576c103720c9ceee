import { describe, expect, it } from 'vitest';
import { formatsText, sizeText } from './file-rules.ts';

const rules = { acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'] };

describe('a proof’s rules, said before the choice', () => {
  it('names the formats and the size as people read them', () => {
    expect(formatsText(rules.acceptedTypes)).toBe('PDF, JPEG, PNG');
    expect(sizeText(5 * 1024 * 1024, 'fr')).toMatch(/^5\sMo$/);
    expect(sizeText(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(sizeText(2048, 'en')).toBe('2 kB');
    expect(sizeText(10, 'en')).toBe('1 kB');
  });
});
