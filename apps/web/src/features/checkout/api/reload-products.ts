/**
 * GET Products/getProducts.json?mediaId=: the products this card can be reloaded with, or the
 * §8 refusal (NO_PRODUCT_FOR_CONTRACT, SALE_NOT_SETTLED, CARD_EXPIRED) as the query's error.
 */
import { CALLS, getProductsContract, type ShopProduct } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type { ShopProduct };

export async function getReloadProducts(mediaId: string | number): Promise<ShopProduct[]> {
  // Not cached: a sale settled or started a minute ago changes the answer.
  // The guest reload's page: this entry alone, not the whole contract (lib/call-contract.ts).
  return (await callApi(CALLS.getProducts, getProductsContract, { mediaId }, { cacheTtlMs: 0 })).products;
}

export function useReloadProducts(mediaId: string | number | undefined) {
  return useQuery({
    queryKey: ['checkout', 'products', String(mediaId)],
    queryFn: () => getReloadProducts(mediaId!),
    enabled: mediaId !== undefined,
    staleTime: 0,
  });
}
