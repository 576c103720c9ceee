/**
 * `callContract(call, contractEntry, params)`: callApi's line with the call's contract given by the
 * caller, its area's entry imported directly (`IDENTITY_CONTRACT.login`), so that a first-visit
 * page (login, sign-up, password reset, guest reload) loads that area's schemas only, not the whole
 * `CONTRACT` that callApi looks the call up in (decision 067). A file of its own: a page that
 * imports it does not share a chunk with callApi's map of every area. Without zod itself: the
 * entry may be a promise (`lazyContract`, lazy-contract.ts), for a fetcher that sends its call
 * before the schemas have loaded and parses the answer once they have.
 */
import type { CallResponse, ClientRequest, CONTRACT, ContractCall, ContractNameOf } from '@oceane/domain';
import type { z } from 'zod';
import { apiClient, type CallOptions } from './api-client.ts';

export async function callContract<C extends ContractCall>(
  call: C,
  contract: (typeof CONTRACT)[ContractNameOf<C>] | Promise<(typeof CONTRACT)[ContractNameOf<C>]>,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const [answer, { response }] = await Promise.all([
    apiClient.call<unknown>(call, params, options),
    contract,
  ]);
  if (typeof response === 'string') throw new Error(`${call.path} answers bytes: apiClient.download`);
  return (response as z.ZodType).parse(answer) as CallResponse<ContractNameOf<C>>;
}
