/**
 * Routes take their path from the call table of packages/domain (`CALLS`), so the spelling of
 * each path (`Account/…` and `account/…` both occur in spec §7) is written once; the start-time
 * check of plugins/call-table.ts holds the method and the access to the table too.
 */
import type { Call } from '@oceane/domain';

/** The route's url inside the /api prefix: `/Account/getCards.json`. */
export function callUrl(call: Call): string {
  return `/${call.path}`;
}
