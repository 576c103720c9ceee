import { describe, expect, it } from 'vitest';
import { isPostPaymentFare, isPostPaymentProduct, POST_PAYMENT_FARE_CODE } from '../src/post-payment.js';

describe('isPostPaymentProduct: the api reads the fare from the catalogue', () => {
  it('is the product of the post-payment code, whoever it is sold to', () => {
    expect(isPostPaymentProduct({ code: POST_PAYMENT_FARE_CODE, audience: 'ALL' })).toBe(true);
  });

  it('is any product sold to the POST_PAYMENT audience, whatever its code', () => {
    expect(isPostPaymentProduct({ code: 'USAGE_FARE_2027', audience: 'POST_PAYMENT' })).toBe(true);
  });

  it('is no other product: a ticket, a pass, a fare of another audience', () => {
    expect(isPostPaymentProduct({ code: 'TICKET_SINGLE', audience: 'ALL' })).toBe(false);
    expect(isPostPaymentProduct({ code: 'MONTHLY_ALL', audience: 'UNDER_26' })).toBe(false);
    expect(isPostPaymentProduct({ code: 'post_payment_fare', audience: 'ALL' })).toBe(false);
  });
});

describe('isPostPaymentFare: the portal reads the fare by the id the configuration names', () => {
  it('is the configured fare, its id spelled as a number or as text', () => {
    expect(isPostPaymentFare(99, 99)).toBe(true);
    expect(isPostPaymentFare('99', 99)).toBe(true);
    expect(isPostPaymentFare(99, '99')).toBe(true);
  });

  it('is never another product', () => {
    expect(isPostPaymentFare(12, 99)).toBe(false);
  });

  it('is never the fare of a network that sells none, nor a product without an id', () => {
    expect(isPostPaymentFare(99, null)).toBe(false);
    expect(isPostPaymentFare(99, undefined)).toBe(false);
    expect(isPostPaymentFare(null, 99)).toBe(false);
    expect(isPostPaymentFare(undefined, undefined)).toBe(false);
    expect(isPostPaymentFare(null, null)).toBe(false);
  });
});
