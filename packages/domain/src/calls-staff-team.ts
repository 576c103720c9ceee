/**
 * The calls of one area of the table (calls.ts): the staff accounts of the back office (issue 25,
 * decision 078): the team listed, an account created, a role changed, an account disabled. A
 * supervisor's alone. A staff member is named by their address (no account's id: the access
 * matrix's owned ids are a customer's).
 */
import type { Call } from './calls.js';

export const STAFF_TEAM_CALLS = {
  getStaffMembers: {
    method: 'GET',
    path: 'Staff/getStaffMembers.json',
    access: 'staff',
    supervisorOnly: true,
  },
  createStaffMember: {
    method: 'POST',
    path: 'Staff/createStaffMember.json',
    access: 'staff',
    supervisorOnly: true,
  },
  changeStaffRole: {
    method: 'POST',
    path: 'Staff/changeStaffRole.json',
    access: 'staff',
    supervisorOnly: true,
  },
  disableStaffMember: {
    method: 'POST',
    path: 'Staff/disableStaffMember.json',
    access: 'staff',
    supervisorOnly: true,
  },
} as const satisfies Record<string, Call>;
