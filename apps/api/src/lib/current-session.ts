/**
 * The caller of an authenticated request. The sessions module finds it, the auth plugin puts it
 * on the request, every module reads it: it lives here, below all three, so that the plugin
 * knows no module (apps/api/README.md).
 */
import type { UserRole } from '@oceane/domain';

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
  absoluteExpiresAt: string;
  /** When the session ends if the client makes no further call. */
  expiresAt: string;
};

/** Finds the live session of a `userToken`, or throws SESSION_EXPIRED: what the auth hook is given. */
export type Authenticate = (token: string) => Promise<CurrentSession>;
