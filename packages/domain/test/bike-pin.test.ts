import { describe, expect, it } from 'vitest';
import {
  isTrivialBikePin,
  newBikePinSchema,
  hasOneBikePinProof,
  oneBikePinProofIssue,
  setBikePinFields,
} from '../src/index.js';
import { z } from 'zod';

describe('a new bike pin (decision 052)', () => {
  it('refuses a digit repeated, a run up or down, and a pair repeated', () => {
    for (const pin of [
      '0000',
      '7777',
      '1234',
      '0123',
      '6789',
      '7890',
      '9012',
      '9876',
      '3210',
      '1098',
      '1212',
      '6969',
      '0101',
    ])
      expect(isTrivialBikePin(pin), pin).toBe(true);
  });

  it('accepts the other pins, the seed’s included', () => {
    for (const pin of ['2468', '1357', '4312', '8756', '1123', '2580', '1221', '9021', '0110'])
      expect(isTrivialBikePin(pin), pin).toBe(false);
    expect(newBikePinSchema.safeParse('2468').success).toBe(true);
  });

  it('counts 120 trivial pins of the 10 000', () => {
    let count = 0;
    for (let n = 0; n < 10_000; n += 1) if (isTrivialBikePin(String(n).padStart(4, '0'))) count += 1;
    expect(count).toBe(120);
  });

  it('words a trivial pin with its key, and a malformed one as an invalid value', () => {
    expect(newBikePinSchema.safeParse('1234').error?.issues[0]?.message).toBe('validation.bikePin.trivial');
    for (const pin of ['123', '12345', 'abcd', '１２３４', ' 2468'])
      expect(newBikePinSchema.safeParse(pin).error?.issues[0]?.message, pin).toBe('validation.invalidValue');
  });

  it('asks exactly one proof: the password or the current pin', () => {
    const body = z.strictObject(setBikePinFields).refine(hasOneBikePinProof, oneBikePinProofIssue);
    expect(body.safeParse({ mediaId: 1, newPin: '2468', password: 'x' }).success).toBe(true);
    expect(body.safeParse({ mediaId: 1, newPin: '2468', currentPin: '1357' }).success).toBe(true);
    expect(body.safeParse({ mediaId: 1, newPin: '2468' }).success).toBe(false);
    expect(body.safeParse({ mediaId: 1, newPin: '2468', password: 'x', currentPin: '1357' }).success).toBe(
      false,
    );
    expect(body.safeParse({ mediaId: 1, newPin: '2468', password: '' }).success).toBe(false);
  });
});
