/** The areas of the contract that lazy-contract.ts loads on demand: a chunk of their own. */
export { SESSIONS_CONTRACT, STAFF_MONITORING_CONTRACT } from '@oceane/domain';
