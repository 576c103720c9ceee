/**
 * `callContract(call, entry, params)`: a call of the contract sent through the api client, its
 * answer parsed with the entry of the contract given (`getNetworksContract`…), not looked up in the
 * whole contract. The lower level of `callApi` (lib/call-api.ts), in a module of its own: a
 * first-visit page (sign-in, sign-up) importing it loads its one entry's schemas; imported from
 * call-api.ts it would load call-api's chunk, the whole contract (6 KiB brotli more on the
 * sign-in page, bench/weights.mjs).
 */
import type { CONTRACT, CallResponse, ClientRequest, ContractCall, ContractNameOf } from '@oceane/domain';
import type { z } from 'zod';
import { apiClient, type CallOptions } from './api-client.ts';

export async function callContract<C extends ContractCall>(
  call: C,
  entry: (typeof CONTRACT)[ContractNameOf<C>],
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const { response } = entry;
  if (typeof response === 'string') throw new Error(`${call.path} answers bytes: apiClient.download`);
  const answer = await apiClient.call<unknown>(call, params, options);
  return (response as z.ZodType).parse(answer) as CallResponse<ContractNameOf<C>>;
}
