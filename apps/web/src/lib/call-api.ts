/**
 * The one line of a fetcher for a call of the contract (decision 067): `callApi(CALLS.x, params)`
 * sends what `ClientRequest<'x'>` types (the client adds `userToken` and `locale`) through the api
 * client, and answers the envelope's `response` parsed with the call's response schema of
 * packages/domain/src/contract. Only the features import it: the contract's schemas (zod) stay
 * out of the first paint, which imports the table alone. A multipart call is `uploadApi`; a loader
 * that must send before zod arrives uses `sendCall` (call-request.ts), then the contract's response.
 */
import {
  contractOf,
  type CallResponse,
  type ClientRequest,
  type ContractCall,
  type ContractNameOf,
  type FileFieldOf,
} from '@oceane/domain';
import type { z } from 'zod';
import { apiClient, type CallOptions, type UploadFile, type UploadOptions } from './api-client.ts';
import { sendCall } from './call-request.ts';
import { callContract } from './call-contract.ts';

export { callContract };

function responseOf(call: ContractCall): z.ZodType {
  const { response } = contractOf(call);
  if (typeof response === 'string') throw new Error(`${call.path} answers bytes: apiClient.download`);
  return response;
}

export async function callApi<C extends ContractCall>(
  call: C,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const response = responseOf(call);
  return response.parse(await sendCall(call, params, options)) as CallResponse<ContractNameOf<C>>;
}

/**
 * A multipart call (`multipart: true` in the table): its text fields typed by the contract and
 * signed, its file parts (`fileField` in the contract) as Blobs, the answer parsed as callApi's.
 */
export async function uploadApi<C extends ContractCall>(
  call: C,
  fields: Omit<ClientRequest<ContractNameOf<C>>, FileFieldOf<ContractNameOf<C>>>,
  files: Record<FileFieldOf<ContractNameOf<C>>, UploadFile>,
  options?: UploadOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const response = responseOf(call);
  const answer = await apiClient.upload<unknown>(call, fields, files, options);
  return response.parse(answer) as CallResponse<ContractNameOf<C>>;
}
