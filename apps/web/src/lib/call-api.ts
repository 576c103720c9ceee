/**
 * The one line of a fetcher for a call of the contract (decision 067): `callApi(CALLS.x, params)`
 * sends what `ClientRequest<'x'>` types (the client adds `userToken` and `locale`) through the api
 * client, and answers the envelope's `response` parsed with the call's response schema of
 * packages/domain/src/contract. Only the features import it: the contract's schemas (zod) stay
 * out of the first paint, which imports the table alone.
 *
 * `callContract(call, entry, params)` is the same with the call's entry of the contract given
 * (`getNetworksContract`…): a first-visit page (sign-in, sign-up) loads that entry's schemas only,
 * not the whole contract that `callApi` looks the call up in.
 */
import {
  contractOf,
  type CONTRACT,
  type CallResponse,
  type ClientRequest,
  type ContractCall,
  type ContractNameOf,
} from '@oceane/domain';
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

export async function callApi<C extends ContractCall>(
  call: C,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  return callContract(call, contractOf(call), params, options);
}
