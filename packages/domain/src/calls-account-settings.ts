/**
 * The calls of one area of the table (calls.ts): the account's own settings (issue 11,
 * /account/personal-details). Account/update.json is spec §7's; the password and e-mail changes
 * are ours, each re-authenticated by the current password (account-settings.ts).
 */
import type { Call } from './calls.js';

export const ACCOUNT_SETTINGS_CALLS = {
  /** Contact info: name, first name, mobile; `userId`, when sent, must be the session's profile. */
  updateAccount: { method: 'POST', path: 'Account/update.json', access: 'session', ownedIds: ['userId'] },
  /** The session that changes the password stays open; every other session of the identity ends. */
  changePassword: { method: 'POST', path: 'Identity/changePassword', access: 'session' },
  /** Mails a verification link to the new address; the login changes once it is used. */
  changeEmail: { method: 'POST', path: 'Identity/changeEmail', access: 'session' },
} as const satisfies Record<string, Call>;
