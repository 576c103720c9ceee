/** Reduced fares rest on proofs (decision 058): what a card's proofs say, and the unused days. */
import { describe, expect, it } from 'vitest';
import {
  fareProofState,
  isReducedFare,
  unusedDaysRefundCents,
  type ProofOnRecord,
} from '../src/fare-proofs.js';

const ON = '2026-11-28';
const SOLIDARITY = ['IDENTITY', 'ENTITLEMENT_LETTER'];

const proof = (
  id: number,
  type: string,
  status: string,
  reviewedAt: string | null = status === 'PENDING' ? null : '2026-11-20T10:00:00.000Z',
): ProofOnRecord => ({ id, type, status, reviewedAt });

describe('isReducedFare', () => {
  it('names the under-26, solidarity and school fares, not the full fares', () => {
    expect(['UNDER_26', 'SOLIDARITY', 'SCHOOL'].every(isReducedFare)).toBe(true);
    expect(['ALL', 'POST_PAYMENT', 'FEE', ''].some(isReducedFare)).toBe(false);
  });
});

describe('fareProofState', () => {
  it('is REQUIRED without a proof of every type asked: a typed category proves nothing', () => {
    expect(fareProofState(SOLIDARITY, [], ON, 365)).toEqual({ state: 'REQUIRED', documentIds: [] });
    expect(fareProofState(SOLIDARITY, [proof(1, 'IDENTITY', 'VALID')], ON, 365)).toEqual({
      state: 'REQUIRED',
      documentIds: [1],
    });
  });

  it('is PENDING while a proof waits for its review, ACCEPTED once every one is valid', () => {
    const identity = proof(1, 'IDENTITY', 'VALID');
    expect(
      fareProofState(SOLIDARITY, [identity, proof(2, 'ENTITLEMENT_LETTER', 'PENDING')], ON, 365),
    ).toEqual({ state: 'PENDING', documentIds: [1, 2] });
    expect(fareProofState(SOLIDARITY, [identity, proof(2, 'ENTITLEMENT_LETTER', 'VALID')], ON, 365)).toEqual({
      state: 'ACCEPTED',
      documentIds: [1, 2],
    });
  });

  it('is REQUIRED when a proof was refused: two blank PDFs open nothing', () => {
    const blank = [proof(1, 'IDENTITY', 'INVALID'), proof(2, 'ENTITLEMENT_LETTER', 'INVALID')];
    expect(fareProofState(SOLIDARITY, blank, ON, 365).state).toBe('REQUIRED');
  });

  it('counts the newest proof of each type: a refused replacement undoes an older accepted one, and back', () => {
    const older = proof(1, 'ENTITLEMENT_LETTER', 'VALID');
    const identity = proof(3, 'IDENTITY', 'VALID');
    expect(
      fareProofState(SOLIDARITY, [older, identity, proof(5, 'ENTITLEMENT_LETTER', 'INVALID')], ON, 365).state,
    ).toBe('REQUIRED');
    expect(
      fareProofState(
        SOLIDARITY,
        [proof(5, 'ENTITLEMENT_LETTER', 'INVALID'), identity, proof(7, 'ENTITLEMENT_LETTER', 'VALID')],
        ON,
        365,
      ),
    ).toEqual({ state: 'ACCEPTED', documentIds: [3, 7] });
  });

  it('asks a situation again after its validity, never an age', () => {
    const old = [proof(1, 'IDENTITY', 'VALID', '2025-11-27T09:00:00.000Z')];
    expect(fareProofState(['IDENTITY'], old, ON, 365).state).toBe('REQUIRED');
    expect(fareProofState(['IDENTITY'], old, '2026-11-27', 365).state).toBe('ACCEPTED');
    expect(fareProofState(['IDENTITY'], old, ON, null).state).toBe('ACCEPTED');
  });
});

describe('unusedDaysRefundCents', () => {
  const month = { validFrom: '2026-11-01', validTo: '2026-11-30', priceCents: 1000 };

  it('pays back the days from the suspension to the last day, at the price paid, rounded down', () => {
    // 3 of 30 days: 100 cents.
    expect(unusedDaysRefundCents(month, '2026-11-28')).toBe(100);
    // 29 of 30 days: 966.66… → 966.
    expect(unusedDaysRefundCents(month, '2026-11-02')).toBe(966);
    expect(unusedDaysRefundCents(month, '2026-11-30')).toBe(33);
  });

  it('is everything before the first day, nothing after the last or for a gift', () => {
    expect(unusedDaysRefundCents(month, '2026-10-15')).toBe(1000);
    expect(unusedDaysRefundCents(month, '2026-12-01')).toBe(0);
    expect(unusedDaysRefundCents({ ...month, priceCents: 0 }, '2026-11-10')).toBe(0);
  });
});
