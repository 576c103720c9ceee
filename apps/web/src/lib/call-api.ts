/**
 * The one line of a fetcher for a call of the contract (decision 067):
 * `callApi(CALLS.x, AREA_CONTRACT.x, params)` sends what `ClientRequest<'x'>` types (the client
 * adds `userToken` and `locale`) through the api client, and answers the envelope's `response`
 * parsed with the entry's response schema. The fetcher names the call's entry of its area
 * (`CARDS_CONTRACT.getCards`) rather than having it looked up here: a lookup would need the whole
 * `CONTRACT`, and every page calling the api would load every area's schemas (decision 071). A
 * multipart call is `uploadApi`; a loader that must send before zod arrives, or a call whose
 * answer nobody reads (the error report), uses `sendCall` (call-request.ts), which has no schema.
 */
import type {
  CONTRACT,
  CallResponse,
  ClientRequest,
  ContractCall,
  ContractNameOf,
  FileFieldOf,
} from '@oceane/domain';
import type { z } from 'zod';
import { apiClient, type CallOptions, type UploadFile, type UploadOptions } from './api-client.ts';
import { sendCall } from './call-request.ts';

/** The entry of the contract of a call (`AREA_CONTRACT.x`), its type found from the call. */
export type EntryOf<C extends ContractCall> = (typeof CONTRACT)[ContractNameOf<C>];

function responseOf(call: ContractCall, entry: { response: unknown }): z.ZodType {
  const { response } = entry;
  if (typeof response === 'string') throw new Error(`${call.path} answers bytes: apiClient.download`);
  return response as z.ZodType;
}

export async function callApi<C extends ContractCall>(
  call: C,
  entry: EntryOf<C>,
  params: ClientRequest<ContractNameOf<C>>,
  options?: CallOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const response = responseOf(call, entry);
  return response.parse(await sendCall(call, params, options)) as CallResponse<ContractNameOf<C>>;
}

/**
 * A multipart call (`multipart: true` in the table): its text fields typed by the contract and
 * signed, its file parts (`fileField` in the contract) as Blobs, the answer parsed as callApi's.
 */
export async function uploadApi<C extends ContractCall>(
  call: C,
  entry: EntryOf<C>,
  fields: Omit<ClientRequest<ContractNameOf<C>>, FileFieldOf<ContractNameOf<C>>>,
  files: Record<FileFieldOf<ContractNameOf<C>>, UploadFile>,
  options?: UploadOptions,
): Promise<CallResponse<ContractNameOf<C>>> {
  const response = responseOf(call, entry);
  const answer = await apiClient.upload<unknown>(call, fields, files, options);
  return response.parse(answer) as CallResponse<ContractNameOf<C>>;
}
