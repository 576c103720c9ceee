/**
 * Actions/useCode (spec §7; action types of §3): a code mailed by the identity module, spent on
 * the action it was mailed for. The codes and what they do are identity's; this module only
 * dispatches, so a password changes here exactly as through Identity/confirmPasswordReset.
 */
import { MESSAGE_KEYS, type ActionType } from '@oceane/domain';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { Locale } from '@oceane/domain';
import { spendResetCode, spendVerificationCode, type EndLinkedAccess } from '../identity/service.js';

/** What spends an erasure code: account-data's, above this module, handed over by app.ts. */
export type EraseAccountByCode = (ctx: AppContext, code: string) => Promise<void>;

/**
 * What modules above this one do for a code, handed over by app.ts: the erasure, and what ends
 * the devices and external identities when a reset or a new login takes effect (decision 057).
 */
export type UseCodeHandlers = { eraseAccount: EraseAccountByCode; endLinkedAccess: EndLinkedAccess };

export async function useCode(
  ctx: AppContext,
  request: { code: string; action: ActionType; newPassword?: string | undefined; locale: Locale },
  handlers: UseCodeHandlers,
): Promise<void> {
  switch (request.action) {
    case 'LEGACY_EMAIL_VERIFICATION':
      await spendVerificationCode(ctx, request.code, handlers.endLinkedAccess);
      return;
    case 'LEGACY_PASSWORD_CHANGE':
      if (request.newPassword === undefined)
        throw new AppError('VALIDATION_ERROR', { newPassword: MESSAGE_KEYS.required });
      await spendResetCode(ctx, request.code, request.newPassword, {
        locale: request.locale,
        endLinked: handlers.endLinkedAccess,
      });
      return;
    case 'LEGACY_ACCOUNT_ANONYMIZATION':
      // The account's erasure (decision 049): the code mailed by Account/requestErasure.
      await handlers.eraseAccount(ctx, request.code);
      return;
  }
}
