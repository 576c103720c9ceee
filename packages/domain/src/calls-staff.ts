/**
 * The calls of one area of the table (calls.ts): the back office's second factor and audit log
 * (issue 25, decision 070). The second factor's own calls are made before it is given; the audit
 * log is a supervisor's.
 */
import type { Call } from './calls.js';

export const STAFF_CALLS = {
  staffSecondFactorStatus: {
    method: 'GET',
    path: 'Staff/secondFactorStatus.json',
    access: 'staff',
    beforeSecondFactor: true,
  },
  enrolSecondFactor: {
    method: 'POST',
    path: 'Staff/enrolSecondFactor.json',
    access: 'staff',
    beforeSecondFactor: true,
  },
  confirmSecondFactor: {
    method: 'POST',
    path: 'Staff/confirmSecondFactor.json',
    access: 'staff',
    beforeSecondFactor: true,
  },
  verifySecondFactor: {
    method: 'POST',
    path: 'Staff/verifySecondFactor.json',
    access: 'staff',
    beforeSecondFactor: true,
  },
  getAuditLog: { method: 'GET', path: 'Staff/getAuditLog.json', access: 'staff', supervisorOnly: true },
  exportAuditLog: {
    method: 'GET',
    path: 'Staff/exportAuditLog.csv',
    access: 'staff',
    supervisorOnly: true,
    bytes: true,
  },
} as const satisfies Record<string, Call>;
