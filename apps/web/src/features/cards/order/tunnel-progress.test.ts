import { describe, expect, it } from 'vitest';
import { emptyTunnel } from '../../../lib/tunnel-store.ts';
import { requestDelivery } from './delivery.ts';
import { firstIncompleteStep, isProductForHolder, isStepComplete } from './tunnel-progress.ts';
import { tunnelUpTo } from './test-order.ts';

describe('the steps in sequence (spec §4)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
  ])('a tunnel filled up to step %i opens up to step %i', (filled, reachable) => {
    expect(firstIncompleteStep(tunnelUpTo(filled))).toBe(reachable);
  });

  it('asks for step 2 again when the holder is not complete or whom the card is for is not said', () => {
    const tunnel = tunnelUpTo(5);
    expect(firstIncompleteStep({ ...tunnel, forSelf: null })).toBe(2);
    expect(
      firstIncompleteStep({ ...tunnel, personal: { ...tunnel.personal, mobilePhone: '0123456789' } }),
    ).toBe(2);
    expect(firstIncompleteStep({ ...tunnel, personal: { ...tunnel.personal, birthday: '2099-01-01' } })).toBe(
      2,
    );
  });

  it('closes step 3 onwards when the holder may not have the product (under-26 pass, 40 years old)', () => {
    const tunnel = tunnelUpTo(5);
    const under26 = { ...tunnel.product!, audience: 'UNDER_26' };
    expect(isStepComplete(2, { ...tunnel, product: under26 })).toBe(false);
    expect(
      isStepComplete(2, {
        ...tunnel,
        product: under26,
        personal: { ...tunnel.personal, birthday: '2005-06-01' },
      }),
    ).toBe(true);
  });

  it('asks for step 3 again when the product changed or a proof it needs is missing', () => {
    const tunnel = tunnelUpTo(5);
    expect(firstIncompleteStep({ ...tunnel, requiredDocuments: null })).toBe(3);
    expect(firstIncompleteStep({ ...tunnel, documents: {} })).toBe(3);
    expect(isStepComplete(3, { ...tunnel, documents: {}, requiredDocuments: [] })).toBe(true);
  });

  it('needs a photo for step 4 and a whole delivery for step 5', () => {
    const tunnel = tunnelUpTo(5);
    expect(firstIncompleteStep({ ...tunnel, photo: null })).toBe(4);
    expect(firstIncompleteStep({ ...tunnel, delivery: { type: 'PICKUP' } })).toBe(5);
    expect(firstIncompleteStep({ ...tunnel, delivery: { type: 'PICKUP', collectSiteId: 3 } })).toBe(6);
    const address = tunnel.delivery.address!;
    expect(
      firstIncompleteStep({
        ...tunnel,
        delivery: { ...tunnel.delivery, address: { ...address, city: ' ' } },
      }),
    ).toBe(5);
    expect(firstIncompleteStep({ ...tunnel, delivery: { ...tunnel.delivery, lastname: 'M0rel' } })).toBe(5);
  });

  it('an empty tunnel opens step 1 only', () => {
    expect(firstIncompleteStep(emptyTunnel())).toBe(1);
  });
});

describe('the delivery sent', () => {
  it('drops an empty second address line and defaults the country to France', () => {
    expect(
      requestDelivery({
        type: 'SHIPPING',
        firstname: 'Lou',
        lastname: 'Le Goff',
        address: { line1: '9 rue du Port', line2: ' ', postalCode: '99500', city: 'Port-Marin', country: '' },
      }),
    ).toEqual({
      type: 'SHIPPING',
      firstname: 'Lou',
      lastname: 'Le Goff',
      address: { line1: '9 rue du Port', postalCode: '99500', city: 'Port-Marin', country: 'FR' },
    });
    expect(requestDelivery({ type: 'PICKUP', collectSiteId: 3, firstname: 'Lou' })).toEqual({
      type: 'PICKUP',
      collectSiteId: 3,
    });
  });
});

describe('who may have a product (decision 027)', () => {
  it('reads the audience against the holder’s category and age on the day', () => {
    const jobseeker = { category: 'JOBSEEKER', birthdate: '1980-01-01' };
    const police = { category: 'POLICE', birthdate: '1980-01-01' };
    expect(isProductForHolder({ audience: 'SOLIDARITY' }, jobseeker, '2026-11-26')).toBe(true);
    expect(
      isProductForHolder({ audience: 'SOLIDARITY' }, { ...jobseeker, category: 'EMPLOYEE' }, '2026-11-26'),
    ).toBe(false);
    expect(isProductForHolder({ audience: 'ALL' }, police, '2026-11-26')).toBe(false);
    expect(
      isProductForHolder({ audience: 'UNDER_26' }, { category: null, birthdate: '2000-11-27' }, '2026-11-26'),
    ).toBe(true);
    expect(
      isProductForHolder({ audience: 'UNDER_26' }, { category: null, birthdate: '2000-11-26' }, '2026-11-26'),
    ).toBe(false);
    expect(isProductForHolder({ audience: 'UNDER_26' }, null)).toBe(true);
  });
});
