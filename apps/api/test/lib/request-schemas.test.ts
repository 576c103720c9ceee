/**
 * The fuzz and the access matrix (test/reliability) read each call's request from the contract
 * (issue 24 item 1, decision 067), falling back to its route's schema only for the calls of
 * `REQUEST_FROM_THE_ROUTE`: that list is exactly the calls outside the contract, so it cannot
 * grow, and each area written in the contract removes its calls from it.
 */
import { CALL_LIST, CONTRACT } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { REQUEST_FROM_THE_ROUTE, requestSchemaOf } from '../reliability/support/request-schemas.js';

describe('the request schemas of the reliability suite', () => {
  it('falls back to the route for exactly the calls outside the contract', () => {
    const outside = CALL_LIST.filter((call) => !Object.hasOwn(CONTRACT, call.name)).map((call) => call.name);
    expect(REQUEST_FROM_THE_ROUTE, 'remove from REQUEST_FROM_THE_ROUTE the calls now in CONTRACT').toEqual(
      outside,
    );
  });

  it('reads a call of the contract from the contract, never from its route', () => {
    const fromRoute = () => {
      throw new Error('read the route');
    };
    expect(requestSchemaOf('createOrder', fromRoute)).toBe(CONTRACT.createOrder.request);
  });

  it('reads a call outside the contract from its route, and refuses one neither lists', () => {
    const outside = REQUEST_FROM_THE_ROUTE[0];
    if (outside) expect(requestSchemaOf(outside, () => 'the route’s')).toBe('the route’s');
    expect(() => requestSchemaOf('notACall' as 'health', () => 'the route’s')).toThrow(
      /REQUEST_FROM_THE_ROUTE/,
    );
  });
});
