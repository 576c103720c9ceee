/**
 * The caller of an authenticated request. The sessions module finds it, the auth plugin puts it
 * on the request, every module reads it: it lives here, below all three, so that the plugin
 * knows no module (apps/api/README.md).
 */
import type { StaffRole, UserRole } from '@oceane/domain';

export type CurrentSession = {
  sessionId: number;
  accountId: number;
  identityId: number | null;
  networkId: number;
  name: string;
  firstname: string;
  guest: boolean;
  /** The identity's role, read with the session on every call (a guest is a passenger). */
  role: UserRole;
  /** A staff identity's role, agent or supervisor (decision 070); null or absent for a passenger. */
  staffRole?: StaffRole | null;
  /** When this session gave the staff member's second factor; null or absent until then. */
  secondFactorAt?: string | null;
  absoluteExpiresAt: string;
  /** When the session ends if the client makes no further call. */
  expiresAt: string;
};

/** Finds the live session of a `userToken`, or throws SESSION_EXPIRED: what the auth hook is given. */
export type Authenticate = (token: string) => Promise<CurrentSession>;
