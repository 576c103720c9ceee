import { describe, expect, it } from 'vitest';
import {
  PASSWORD_WORK_CONCURRENCY,
  hashPassword,
  passwordWorkWaiting,
  verifyPassword,
} from '../../src/lib/passwords.js';

describe('password work', () => {
  it('leaves a core to the event loop: hashes beyond one per other core wait their turn', async () => {
    const stored = await hashPassword('a passenger’s passphrase');
    const attempts = ['a passenger’s passphrase', 'wrong', 'a passenger’s passphrase', 'wrong too', 'x'];
    const checks = attempts.map((attempt) => verifyPassword(stored, attempt));
    expect(passwordWorkWaiting()).toBe(Math.max(0, attempts.length - PASSWORD_WORK_CONCURRENCY));
    expect(await Promise.all(checks)).toEqual([true, false, true, false, false]);
    expect(passwordWorkWaiting()).toBe(0);
  });

  it('answers false for a hash that is not one, without holding a turn', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(passwordWorkWaiting()).toBe(0);
  });
});
