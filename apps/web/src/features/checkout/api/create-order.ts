/**
 * POST Order/create.json then Order/placeOrder.json: the order of the cart, exactly once for its
 * idempotency key, then the provider's payment page to send the browser to.
 */
import {
  CALLS,
  type CallResponse,
  type ClientRequest,
  type Locale,
  type OrderView,
  ORDER_CONTRACT,
} from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

export async function createOrder(body: ClientRequest<'createOrder'>): Promise<OrderView> {
  return (await callApi(CALLS.createOrder, ORDER_CONTRACT.createOrder, body)).order;
}

export function placeOrder(orderId: number, locale: Locale): Promise<CallResponse<'placeOrder'>> {
  // The payment page's language: the page's, given here as the call's locale.
  return callApi(CALLS.placeOrder, ORDER_CONTRACT.placeOrder, { orderId }, { locale });
}
