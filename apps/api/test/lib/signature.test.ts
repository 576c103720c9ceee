import vectorsFile from '@oceane/domain/shmac-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { hasValidShmac, shmacOf } from '../../src/lib/signature.js';

type Vector = { name: string; payload: Record<string, unknown>; query: boolean; sHMAC: string };

const { key, vectors } = vectorsFile as { key: string; vectors: Vector[] };

// A vector's undefined keys are absent from its JSON: an absent key and an undefined one sign alike.
describe('the server’s node:crypto sHMAC against the published vectors', () => {
  it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_name, vector) => {
    const options = { dropNull: vector.query };
    expect(shmacOf(vector.payload, key, options)).toBe(vector.sHMAC);
    expect(hasValidShmac({ ...vector.payload, sHMAC: vector.sHMAC }, key, options)).toBe(true);
  });
});

describe('hasValidShmac', () => {
  const payload = { email: 'demo@example.org', network_id: '1' };
  const good = shmacOf(payload, key);

  it('refuses a missing, empty, non-text, shortened, upper-cased or other-key signature', () => {
    expect(hasValidShmac(payload, key)).toBe(false);
    for (const sHMAC of ['', 42, null, good.slice(1), good.toUpperCase(), shmacOf(payload, 'other-key')])
      expect(hasValidShmac({ ...payload, sHMAC }, key)).toBe(false);
  });

  it('refuses a payload changed after signing', () => {
    expect(hasValidShmac({ ...payload, network_id: '2', sHMAC: good }, key)).toBe(false);
  });
});
