import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../lib/cart-store.ts';
import { requestItemsToRestart } from './proofs-missing.tsx';

/** A cart item of a new card's request, with or without the proofs the order flow attached. */
const item = (id: string, cardRequestId: number | undefined, documentIds?: number[]): CartItem =>
  ({
    id,
    type: cardRequestId === undefined ? 'RELOAD' : 'CARD_CREATION',
    ...(cardRequestId === undefined ? { ubiUserId: 12 } : { cardRequestId }),
    ...(documentIds ? { documentIds } : {}),
  }) as unknown as CartItem;

describe('the requests to start again after DOCUMENTS_REQUIRED', () => {
  it('only the request whose items carry no proofs, with all its items', () => {
    const items = [item('a', 81, [501]), item('b', 81), item('c', 82), item('d', 82)];
    expect(requestItemsToRestart(items).map((entry) => entry.id)).toEqual(['c', 'd']);
  });

  it('every new card’s items when each request carries proofs (the server found them short)', () => {
    const items = [item('a', 81, [501]), item('b', 81), item('c', 82, [601]), item('d', 82)];
    expect(requestItemsToRestart(items).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('nothing of another kind, and nothing at all without a new card', () => {
    expect(requestItemsToRestart([item('r', undefined), item('a', 81)]).map((entry) => entry.id)).toEqual([
      'a',
    ]);
    expect(requestItemsToRestart([item('r', undefined)])).toEqual([]);
    expect(requestItemsToRestart([item('a', 81, [])]).map((entry) => entry.id)).toEqual(['a']);
  });
});
