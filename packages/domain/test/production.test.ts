/**
 * Card production's rules (decision 074): each action only from the step before it, the delivery
 * choosing between shipped and ready for pickup, and when the passes of a made card start.
 */
import { describe, expect, it } from 'vitest';
import {
  nextProductionStep,
  passStartOfMadeCard,
  PRODUCTION_ACTIONS,
  PRODUCTION_STEPS,
  productionDone,
  TRACKING_REFERENCE_PATTERN,
} from '../src/production.js';

describe('the steps of a made card', () => {
  it('go in order: printed, then shipped (home) or ready for pickup (agency), then handed over', () => {
    expect(nextProductionStep('print', 'NUMBERED', 'SHIPPING')).toBe('PRINTED');
    expect(nextProductionStep('ship', 'PRINTED', 'SHIPPING')).toBe('SHIPPED');
    expect(nextProductionStep('readyForPickup', 'PRINTED', 'PICKUP')).toBe('READY_FOR_PICKUP');
    expect(nextProductionStep('handOver', 'READY_FOR_PICKUP', 'PICKUP')).toBe('HANDED_OVER');
  });

  it('refuse a skipped step, a step done already, and the other delivery’s step', () => {
    expect(nextProductionStep('ship', 'NUMBERED', 'SHIPPING')).toBeNull();
    expect(nextProductionStep('print', 'PRINTED', 'SHIPPING')).toBeNull();
    expect(nextProductionStep('ship', 'SHIPPED', 'SHIPPING')).toBeNull();
    expect(nextProductionStep('ship', 'PRINTED', 'PICKUP')).toBeNull();
    expect(nextProductionStep('readyForPickup', 'PRINTED', 'SHIPPING')).toBeNull();
    expect(nextProductionStep('handOver', 'PRINTED', 'PICKUP')).toBeNull();
    expect(nextProductionStep('handOver', 'HANDED_OVER', 'PICKUP')).toBeNull();
  });

  it('each action starts from exactly one step, whatever the delivery', () => {
    for (const action of PRODUCTION_ACTIONS) {
      const from = PRODUCTION_STEPS.filter(
        (step) =>
          nextProductionStep(action, step, 'SHIPPING') !== null ||
          nextProductionStep(action, step, 'PICKUP') !== null,
      );
      expect(from).toHaveLength(1);
    }
  });

  it('a card is done when shipped or handed over', () => {
    expect(PRODUCTION_STEPS.filter(productionDone)).toEqual(['SHIPPED', 'HANDED_OVER']);
  });

  it('a tracking reference is letters, digits, spaces and dashes', () => {
    expect(TRACKING_REFERENCE_PATTERN.test('LP 1234 5678 9FR')).toBe(true);
    expect(TRACKING_REFERENCE_PATTERN.test('6A-12345678')).toBe(true);
    expect(TRACKING_REFERENCE_PATTERN.test('<script>')).toBe(false);
    expect(TRACKING_REFERENCE_PATTERN.test('ab')).toBe(false);
  });
});

describe('the passes of a card made through the back office', () => {
  it('start on the day it is handed over, or at its first validation if that comes first', () => {
    expect(passStartOfMadeCard({ handedOverDay: '2026-12-03', firstValidationDay: null })).toBe('2026-12-03');
    expect(passStartOfMadeCard({ handedOverDay: null, firstValidationDay: '2026-12-05' })).toBe('2026-12-05');
    expect(passStartOfMadeCard({ handedOverDay: '2026-12-03', firstValidationDay: '2026-12-01' })).toBe(
      '2026-12-01',
    );
    expect(passStartOfMadeCard({ handedOverDay: '2026-12-03', firstValidationDay: '2026-12-04' })).toBe(
      '2026-12-03',
    );
  });

  it('have not started while the card is neither handed over nor validated (a shipped card in the post)', () => {
    expect(passStartOfMadeCard({ handedOverDay: null, firstValidationDay: null })).toBeNull();
  });
});
