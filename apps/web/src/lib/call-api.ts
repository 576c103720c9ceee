/**
 * The one line of a fetcher for a call of the contract (decision 067): `callApi(CALLS.x, params)`
 * sends what `ClientRequest<'x'>` types (the client adds `userToken` and `locale`) through the api
 * client, and answers the envelope's `response` parsed with the call's response schema of
 * packages/domain/src/contract. Only the features import it: the contract's schemas (zod) stay
 * out of the first paint, which imports the table alone. A first-visit page's fetcher uses
 * `callContract` (lib/call-contract.ts) with its one entry instead: this module loads the whole
 * contract.
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

export { callContract };

export async function callApi<C extends ContractCall>(
  call: C,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  return callContract(call, contractOf(call), params, options);
}
