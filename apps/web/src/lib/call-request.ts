/**
 * The first half of `callApi` (call-api.ts), for a loader that sends a call before the page's
 * code, and zod with it, has arrived (docs/decisions/037-web-logged-in-pages.md): the request is
 * typed by the contract (`ClientRequest<'x'>`, types only) and sent through the api client; the
 * answer (`unknown`) is parsed later, once the page's code is there, by the contract's response
 * (`CONTRACT.x.response`, as lib/account-cards.ts's `parseCards`). Nothing here imports a schema.
 */
import type { ClientRequest, ContractCall, ContractNameOf } from '@oceane/domain';
import { apiClient, type CallOptions } from './api-client.ts';

export function sendCall<C extends ContractCall>(
  call: C,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<unknown> {
  return apiClient.call<unknown>(call, params, options);
}
