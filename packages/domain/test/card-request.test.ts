import { describe, expect, it } from 'vitest';
import { checkoutItemSchema, requestCardSchema } from '../src/index.js';

const body = {
  shopItemId: 1005,
  quantity: 1,
  forSelf: false,
  holder: {
    gender: 'MONSIEUR',
    name: 'Le Goff',
    firstname: 'Erwan',
    birthdate: '2008-02-29',
    address1: '4 quai des Indes',
    zipcode: '99500',
    city: 'Port-Marin',
    mobile: '07 11 22 33 44',
  },
  delivery: { type: 'PICKUP', collectSiteId: '1' },
  photoDocumentId: '42',
  photoConsent: true,
  alerts: null,
  consents: { post: false, sms: false, email: true },
};

function issues(input: unknown): string[] {
  const parsed = requestCardSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('the new-card request (Media/requestCard.json)', () => {
  it('takes the tunnel as it keeps it: ids as digits, France by default, the mobile normalised, no category', () => {
    const parsed = requestCardSchema.parse(body);
    expect(parsed).toMatchObject({
      photoDocumentId: 42,
      delivery: { type: 'PICKUP', collectSiteId: 1 },
      holder: { country: 'FR', mobile: '0711223344', address2: '', landline: '' },
    });
    expect(parsed.holder.socioProfessionalCategory).toBeUndefined();
  });

  it('wants a mobile, the photo consent, a known delivery and nothing else', () => {
    expect(issues({ ...body, holder: { ...body.holder, mobile: '' } })).toEqual(['holder.mobile']);
    expect(issues({ ...body, holder: { ...body.holder, mobile: '02 11 22 33 44' } })).toEqual([
      'holder.mobile',
    ]);
    expect(issues({ ...body, holder: { ...body.holder, zipcode: '9950' } })).toEqual(['holder.zipcode']);
    expect(issues({ ...body, photoConsent: false })).toEqual(['photoConsent']);
    expect(issues({ ...body, delivery: { type: 'PICKUP' } })).toEqual(['delivery.collectSiteId']);
    expect(
      issues({
        ...body,
        delivery: { type: 'SHIPPING', firstname: 'Erwan', lastname: 'Le Goff', address: { line1: '4 quai' } },
      }),
    ).toEqual(['delivery.address.postalCode', 'delivery.address.city']);
    expect(issues({ ...body, holder: { ...body.holder, role: 'admin' } })).toEqual(['holder']);
    expect(issues({ ...body, price: '0.00' })).toEqual(['']);
  });
});

describe('a checkout item', () => {
  it('names a card for a reload or a duplicate, and a request (never a card) for a new card', () => {
    const creation = { type: 'CARD_CREATION', cardRequestId: 7, shopItemId: 1011, quantity: 1 };
    expect(checkoutItemSchema.safeParse(creation).success).toBe(true);
    expect(checkoutItemSchema.safeParse({ ...creation, mediaId: 3 }).success).toBe(false);
    expect(checkoutItemSchema.safeParse({ ...creation, cardRequestId: undefined }).success).toBe(false);
    expect(
      checkoutItemSchema.safeParse({ type: 'CARD_RELOAD', mediaId: 3, shopItemId: 1005, quantity: 1 })
        .success,
    ).toBe(true);
    expect(
      checkoutItemSchema.safeParse({ type: 'CARD_RELOAD', cardRequestId: 7, shopItemId: 1005, quantity: 1 })
        .success,
    ).toBe(false);
  });
});
