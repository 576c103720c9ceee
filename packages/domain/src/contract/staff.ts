/**
 * The contract of the back office's second factor and audit log (calls-staff.ts, decision 070):
 * each call's request and response, read by the api (`callRoute`) and the portal (`callApi`).
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../roles.js';
import { MESSAGE_KEYS } from '../validation.js';
import { idField, sessionRequest } from './request.js';
import { BYTES, type AreaContract } from './types.js';

/** How many recovery codes an enrolment gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** How many audit entries a page of Staff/getAuditLog.json holds. */
export const AUDIT_PAGE_SIZE = 50;

/** A code of the authenticator app (RFC 6238: six digits); spaces typed between them are dropped. */
export const totpCodeField = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: MESSAGE_KEYS.invalidValue }))
  .describe('The six digits the authenticator app shows');

/** A code of the app, or one of the recovery codes (`xxxxx-xxxxx`), in any case, spaces dropped. */
export const secondFactorCodeField = z
  .string()
  .max(40)
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, { error: MESSAGE_KEYS.invalidValue }))
  .describe('The six digits of the authenticator app, or a recovery code');

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGE_KEYS.invalidValue })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: MESSAGE_KEYS.invalidValue })
  .describe('A day, YYYY-MM-DD, in the network’s time zone');

/** The filters of the audit log: the staff member, the customer's profile, and a range of days. */
const auditFilters = {
  agent: idField.optional().describe('Only the actions of this staff member (their identity id)'),
  customer: idField.optional().describe('Only the actions on this customer’s profile (account id)'),
  from: dayField.optional().describe('From this day on (inclusive)'),
  to: dayField.optional().describe('Up to this day (inclusive)'),
};

const jsonObject = z.record(z.string(), z.unknown());

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('When, ISO 8601'),
  staff: z.object({ identityId: z.number().int(), email: z.string() }),
  action: z.string().describe('What was done, e.g. disruption.publish'),
  recordKind: z.string().describe('The kind of record it was done on'),
  recordId: z.string().nullable(),
  customerAccountId: z.number().int().nullable(),
  before: jsonObject.nullable().describe('What the record held before, for a change'),
  after: jsonObject.nullable().describe('What it holds after'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const STAFF_CONTRACT = {
  staffSecondFactorStatus: {
    request: sessionRequest({}),
    response: z.object({
      enrolled: z.boolean().describe('The staff member has a confirmed authenticator app'),
      verified: z.boolean().describe('This session gave the second factor'),
      staffRole: z.enum(STAFF_ROLES),
    }),
  },
  enrolSecondFactor: {
    request: sessionRequest({}),
    response: z.object({
      secret: z.string().describe('The TOTP secret (base32), for typing it into the app by hand'),
      otpauthUri: z.string().describe('The otpauth:// URI the QR code holds'),
      qrSvg: z.string().describe('The QR code of the URI, as an SVG document'),
    }),
  },
  confirmSecondFactor: {
    request: sessionRequest({ code: totpCodeField }),
    response: z.object({
      recoveryCodes: z
        .array(z.string())
        .length(RECOVERY_CODE_COUNT)
        .describe('Shown once: each opens one session when the app is lost'),
    }),
  },
  verifySecondFactor: {
    request: sessionRequest({ code: secondFactorCodeField }),
    response: z.object({
      verified: z.literal(true),
      recoveryCodesLeft: z.number().int().describe('The recovery codes not used yet'),
    }),
  },
  getAuditLog: {
    request: sessionRequest({
      ...auditFilters,
      page: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page, from 1'),
    }),
    response: z.object({
      entries: z.array(auditEntrySchema).describe('Newest first'),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  exportAuditLog: { request: sessionRequest(auditFilters), response: BYTES },
} as const satisfies AreaContract;
