/**
 * The calls of one area of the table (calls.ts): the back office's home, the dashboard (issue 25,
 * decision 077): today's figures and the work waiting, in one call, for agents and supervisors.
 */
import type { Call } from './calls.js';

export const STAFF_DASHBOARD_CALLS = {
  getDashboard: { method: 'GET', path: 'Staff/getDashboard.json', access: 'staff' },
} as const satisfies Record<string, Call>;
