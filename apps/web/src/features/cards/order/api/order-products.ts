/**
 * GET Products/getProducts.json without a card: every product a new card of the caller's network
 * can carry (fees aside), each with its audience, price, period and instalments.
 */
import { CALLS, productsResponse, type ShopProduct } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

export type { ShopProduct };

export async function getOrderProducts(): Promise<ShopProduct[]> {
  const answer = await apiClient.call<unknown>(CALLS.getProducts);
  return productsResponse.parse(answer).products;
}

export function useOrderProducts() {
  return useQuery({ queryKey: ['cardOrder', 'products'], queryFn: getOrderProducts });
}
