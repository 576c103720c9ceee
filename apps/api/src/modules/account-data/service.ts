/**
 * "Your data" (issue 11, decision 049): the export of everything a person holds and the erasure
 * of their account. Owns `erasure_codes`; every other table is reached through its owner's service.
 */
export { exportData, takeExportTurn } from './export.js';
export { eraseAccountByCode, requestErasure } from './erasure.js';
