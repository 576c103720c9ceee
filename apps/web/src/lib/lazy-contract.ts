/**
 * The contract of an area loaded when first needed (decision 067), for the fetchers of code that
 * runs on every page (logout, the error report): the call is sent at once and its answer parsed
 * once the area's schemas, and zod with them, have loaded (`callContract` takes the promise).
 */
export { callContract } from './call-contract.ts';

export const sessionsContract = () => import('./contract-areas.ts').then((areas) => areas.SESSIONS_CONTRACT);

export const staffMonitoringContract = () =>
  import('./contract-areas.ts').then((areas) => areas.STAFF_MONITORING_CONTRACT);
