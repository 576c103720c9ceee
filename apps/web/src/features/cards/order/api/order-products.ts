/**
 * GET Products/getProducts.json without a card: every product a new card of the caller's network
 * can carry (fees aside), each with its audience, price, period and instalments.
 */
import { CALLS, type ShopProduct, SHOP_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/call-api.ts';

export type { ShopProduct };

export async function getOrderProducts(): Promise<ShopProduct[]> {
  return (await callApi(CALLS.getProducts, SHOP_CONTRACT.getProducts, {})).products;
}

export function useOrderProducts() {
  return useQuery({ queryKey: ['cardOrder', 'products'], queryFn: getOrderProducts });
}
