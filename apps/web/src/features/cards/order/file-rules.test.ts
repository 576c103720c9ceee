import { describe, expect, it } from 'vitest';
import { fileRefusal, formatsText, sizeText } from './file-rules.ts';

const rules = { acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024 };

describe('a proof’s rules, said before and checked after the choice', () => {
  it('names the formats and the size as people read them', () => {
    expect(formatsText(rules.acceptedTypes)).toBe('PDF, JPEG, PNG');
    expect(sizeText(5 * 1024 * 1024, 'fr')).toMatch(/^5\sMo$/);
    expect(sizeText(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(sizeText(2048, 'en')).toBe('2 kB');
    expect(sizeText(10, 'en')).toBe('1 kB');
  });

  it('refuses another type and a file past the size, and lets the limit itself through', () => {
    expect(fileRefusal({ type: 'text/plain', size: 10 }, rules)).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(fileRefusal({ type: '', size: 10 }, rules)).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(fileRefusal({ type: 'image/png', size: rules.maxBytes + 1 }, rules)).toBe('DOCUMENT_TOO_LARGE');
    expect(fileRefusal({ type: 'application/pdf', size: rules.maxBytes }, rules)).toBeNull();
  });
});
