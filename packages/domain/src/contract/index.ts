/**
 * The contract (decision 067): each call's request and response schemas, one file per area, keyed
 * by the call's name in `CALLS`. The table itself (calls.ts) stays free of zod: a page that must
 * not load zod at first paint imports only the table; these schemas load where a fetcher or a
 * route uses them.
 */
import type { z } from 'zod';
import type { CallName } from '../calls.js';
import { ORDER_CONTRACT } from './orders.js';
import type { CallContract } from './types.js';

export { BYTES, type AreaContract, type CallContract } from './types.js';
export { idField, localeField, MAX_ID, publicRequest, sessionRequest, userTokenField } from './request.js';
export { ORDER_CONTRACT } from './orders.js';

export const CONTRACT = {
  ...ORDER_CONTRACT,
} as const satisfies Partial<Record<CallName, CallContract>>;

/** The calls whose request and response are written in the contract. */
export type ContractCallName = keyof typeof CONTRACT;

/** What a call takes (the body, or the query of a GET), as the client writes it. */
export type CallRequest<Name extends ContractCallName> = z.input<(typeof CONTRACT)[Name]['request']>;

/** What a call answers inside the envelope's `response` (a bytes call: never, it answers a file). */
export type CallResponse<Name extends ContractCallName> = (typeof CONTRACT)[Name]['response'] extends z.ZodType
  ? z.output<(typeof CONTRACT)[Name]['response']>
  : never;

/** The request a call's server handler reads, after parsing (ids as numbers, defaults applied). */
export type CallInput<Name extends ContractCallName> = z.output<(typeof CONTRACT)[Name]['request']>;

/** What a fetcher gives: the request without `userToken` and `locale`, which the api client adds. */
export type ClientRequest<Name extends ContractCallName> = Omit<CallRequest<Name>, 'userToken' | 'locale'>;
