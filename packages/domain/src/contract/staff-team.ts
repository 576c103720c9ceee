/**
 * The contract of the back office's team (calls-staff-team.ts, decision 078): the staff listed
 * with their role and second factor, an account created (its password drawn and answered once,
 * as the `staff create` command does), a role changed, an account disabled.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { MESSAGE_KEYS, emailSchema } from '../validation.js';
import { sessionRequest } from './request.js';
import type { AreaContract } from './types.js';

/** A staff member's first name or name, as the team page shows it (optional at creation). */
const staffNameField = z
  .string()
  .trim()
  .max(60, { error: MESSAGE_KEYS.nameTooLong })
  .optional()
  .describe('Optional; the first name defaults to the part of the address before @');

export const staffMemberSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  name: z.string(),
  staffRole: z.enum(STAFF_ROLES),
  secondFactorEnrolled: z.boolean().describe('An authenticator app is enrolled and confirmed'),
  disabledAt: z.string().nullable().describe('When the account was disabled (null: active)'),
  createdAt: z.string(),
  you: z.boolean().describe('The staff member of this session'),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The team page's form of a new staff account (the request without token and locale). */
export const staffMemberFormSchema = z.strictObject({
  email: emailSchema.describe('An address no one uses yet, passenger or staff'),
  role: z.enum(STAFF_ROLES, { error: MESSAGE_KEYS.required }),
  firstname: staffNameField,
  name: staffNameField,
});
export type StaffMemberForm = z.input<typeof staffMemberFormSchema>;

const memberResponse = z.object({ member: staffMemberSchema });

export const STAFF_TEAM_CONTRACT = {
  getStaffMembers: {
    request: sessionRequest({}),
    response: z.object({ members: z.array(staffMemberSchema).describe('Active first, then by address') }),
  },
  createStaffMember: {
    request: sessionRequest(staffMemberFormSchema.shape),
    response: memberResponse.extend({
      password: z
        .string()
        .describe(
          'Drawn, answered this once: the supervisor hands it over; the app is enrolled at first sign-in',
        ),
    }),
  },
  changeStaffRole: {
    request: sessionRequest({ email: emailSchema, role: z.enum(STAFF_ROLES) }),
    response: memberResponse,
  },
  disableStaffMember: {
    request: sessionRequest({ email: emailSchema }),
    response: memberResponse.extend({
      sessionsEnded: z.number().int().describe('The open sessions the account had, all ended'),
    }),
  },
} as const satisfies AreaContract;
