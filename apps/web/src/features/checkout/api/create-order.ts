/**
 * POST Order/create.json then Order/placeOrder.json: the order of the cart, exactly once for its
 * idempotency key, then the provider's payment page to send the browser to.
 */
import {
  CALLS,
  orderResponse,
  placeOrderResponse,
  type CreateOrderBody,
  type Locale,
  type OrderView,
} from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';

export async function createOrder(body: CreateOrderBody): Promise<OrderView> {
  const answer = await apiClient.call<unknown>(CALLS.createOrder, body);
  return orderResponse.parse(answer).order;
}

export async function placeOrder(orderId: number, locale: Locale): Promise<{ redirectUrl: string }> {
  const answer = await apiClient.call<unknown>(CALLS.placeOrder, { orderId, locale });
  return placeOrderResponse.parse(answer);
}
