/**
 * The one line of a fetcher for a call of the contract (decision 067): `callApi(CALLS.x, params)`
 * sends what `ClientRequest<'x'>` types (the client adds `userToken` and `locale`) through the api
 * client, and answers the envelope's `response` parsed with the call's response schema of
 * packages/domain/src/contract. Only the features import it: the contract's schemas (zod) stay
 * out of the first paint, which imports the table alone. A first-visit page uses `callContract`
 * (call-contract.ts) with its area's entry instead: callApi's lookup loads every area.
 */
import {
  contractOf,
  type CallResponse,
  type ClientRequest,
  type ContractCall,
  type ContractNameOf,
} from '@oceane/domain';
import type { CallOptions } from './api-client.ts';
import { callContract } from './call-contract.ts';

export async function callApi<C extends ContractCall>(
  call: C,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  // The call's own entry, typed as callContract names it: TypeScript cannot compare the two deferred
  // lookups (each a union over the contract's calls) while C is open.
  return callContract<C>(call, contractOf(call) as never, params, options);
}
