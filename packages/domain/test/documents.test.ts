import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, documentFileRefusal, submissionStatus } from '../src/index.js';

describe('a proof file checked before it is sent', () => {
  const rules = { acceptedTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024 };

  it('refuses another type and a file past the size, and lets the limit itself through', () => {
    expect(documentFileRefusal({ type: 'text/plain', size: 10 }, rules)).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(documentFileRefusal({ type: '', size: 10 }, rules)).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(documentFileRefusal({ type: 'image/png', size: rules.maxBytes + 1 }, rules)).toBe(
      'DOCUMENT_TOO_LARGE',
    );
    expect(documentFileRefusal({ type: 'application/pdf', size: rules.maxBytes }, rules)).toBeNull();
  });

  it('refuses an empty file, whatever its type says', () => {
    expect(documentFileRefusal({ type: 'application/pdf', size: 0 }, rules)).toBe('DOCUMENT_NOT_ACCEPTED');
  });

  it('uses the default limits when the catalogue gives none', () => {
    expect(documentFileRefusal({ type: 'image/jpeg', size: DOCUMENT_LIMITS.maxBytes })).toBeNull();
    expect(documentFileRefusal({ type: 'image/webp', size: 10 })).toBe('DOCUMENT_NOT_ACCEPTED');
    expect(documentFileRefusal({ type: 'image/png', size: DOCUMENT_LIMITS.maxBytes + 1 })).toBe(
      'DOCUMENT_TOO_LARGE',
    );
  });
});

describe('a submission’s status from its proofs', () => {
  it('is refused when one proof is, accepted when all are, else waiting', () => {
    expect(submissionStatus(['VALID', 'INVALID'])).toBe('INVALID');
    expect(submissionStatus(['VALID', 'VALID'])).toBe('VALID');
    expect(submissionStatus(['VALID', 'PENDING'])).toBe('PENDING');
    expect(submissionStatus([])).toBe('PENDING');
  });
});
