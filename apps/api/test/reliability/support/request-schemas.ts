/**
 * The request schema each call is fuzzed and walked with (issue 24 item 1, decision 067): the
 * contract's (`CONTRACT[name].request` in packages/domain), the one the portal sends by. A call
 * whose request is not in the contract yet falls back to the schema its route validates with,
 * and only the calls named in `REQUEST_FROM_THE_ROUTE` may: test/lib/request-schemas.test.ts
 * holds that list equal to the calls outside the contract, so it cannot grow and shrinks as
 * each area moves in. Once every call is in the contract it is empty, and the fallback goes.
 */
import { CONTRACT, type CallName } from '@oceane/domain';

/**
 * The calls whose request is not in the contract yet, in table order: their schema is still read
 * from their route. Remove a call when its area's contract is written; empty at the end.
 */
export const REQUEST_FROM_THE_ROUTE: readonly CallName[] = [
  'sandboxPaymentPage',
  'sandboxPaymentSubmit',
  'sandboxChallengePage',
  'sandboxChallengeSubmit',
];

const FROM_THE_ROUTE = new Set<CallName>(REQUEST_FROM_THE_ROUTE);

/** Whether a call's request is written in the contract. */
export function inContract(name: CallName): name is keyof typeof CONTRACT {
  return Object.hasOwn(CONTRACT, name);
}

/**
 * The zod schema a call's request is drawn and walked from: the contract's, else (a call of
 * `REQUEST_FROM_THE_ROUTE` only) the one its route was registered with, read by `fromRoute`.
 */
export function requestSchemaOf(name: CallName, fromRoute: () => unknown): unknown {
  if (inContract(name)) return CONTRACT[name].request;
  if (!FROM_THE_ROUTE.has(name))
    throw new Error(`${name} is neither in the contract nor in REQUEST_FROM_THE_ROUTE`);
  return fromRoute();
}
