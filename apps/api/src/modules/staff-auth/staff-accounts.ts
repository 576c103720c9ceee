/**
 * Staff accounts made by the `staff create` command (apps/api/src/staff-command.ts, decision 070):
 * a new identity with the staff role, agent or supervisor, and its creation in the audit log. An
 * address someone already signed up with is refused: a passenger is never promoted by a command
 * that can be mistyped, and their own password would open the back office.
 */
import { randomBytes } from 'node:crypto';
import { emailSchema, passwordSchema, type StaffRole } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { isoNow } from '../../lib/time.js';
import { recordStaffAction } from '../audit/service.js';
import { createStaffIdentity, identityOfAddress } from '../identity/service.js';

export type NewStaffMember = {
  email: string;
  role: StaffRole;
  /** Typed by the operator; else one is drawn and answered once. */
  password?: string;
  name?: string;
  firstname?: string;
  phone?: string;
};

export type StaffMemberCreated =
  | {
      created: true;
      identityId: number;
      email: string;
      role: StaffRole;
      password: string;
      generated: boolean;
    }
  | { created: false; reason: string; refusal: 'email' | 'password' | 'taken' };

/** A staff password opens the back office: longer than a passenger's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** A drawn password: 18 random bytes, 24 characters a person can copy. */
function drawPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the account, for the command (no `by`: the new member is their own "who" in the audit
 * log) or for a supervisor in the back office (`by`: the supervisor, decision 078).
 */
export async function createStaffMember(
  db: Db,
  request: NewStaffMember,
  by?: { identityId: number; email: string },
): Promise<StaffMemberCreated> {
  const email = emailSchema.safeParse(request.email);
  if (!email.success)
    return { created: false, refusal: 'email', reason: `"${request.email}" is not an e-mail address.` };
  const address = email.data.toLowerCase();
  const generated = request.password === undefined;
  const password = request.password ?? drawPassword();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || !passwordSchema.safeParse(password).success)
    return {
      created: false,
      refusal: 'password',
      reason: `The password is too short (${STAFF_PASSWORD_MIN_LENGTH} characters at least) or too simple: choose another, or let the command draw one.`,
    };
  const existing = await identityOfAddress(db, address);
  if (existing?.role === 'staff')
    return {
      created: false,
      refusal: 'taken',
      reason: `${address} is already a staff account (${existing.staffRole ?? 'agent'}): nothing was changed.`,
    };
  if (existing)
    return {
      created: false,
      refusal: 'taken',
      reason:
        `${address} belongs to a passenger's account: a staff account needs an address of its own ` +
        '(a passenger is never made staff). Nothing was changed.',
    };
  const passwordHash = await hashPassword(password);
  const now = isoNow();
  const identityId = await db.transaction().execute(async (trx) => {
    const id = await createStaffIdentity(
      trx,
      {
        email: address,
        name: request.name ?? '',
        firstname: request.firstname ?? address.split('@')[0]!,
        phone: request.phone ?? '',
      },
      passwordHash,
      request.role,
      now,
    );
    // Made from the command line, the staff member is their own "who" (no one is signed in).
    await recordStaffAction(
      trx,
      {
        staff: by ?? { identityId: id, email: address },
        action: 'staff.create',
        recordKind: 'staff-account',
        recordId: id,
        after: { email: address, staffRole: request.role, by: by ? 'back-office' : 'command' },
      },
      now,
    );
    return id;
  });
  return { created: true, identityId, email: address, role: request.role, password, generated };
}
