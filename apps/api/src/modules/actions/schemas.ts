/** Actions/useCode's refinement only the server runs: a password set is refused when it is a common one (decision 016). */
import { CONTRACT } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';

/** The contract's request, its `newPassword` checked against the common-password list too. */
export const useCodeRequest = CONTRACT.useCode.request.extend({
  /** LEGACY_PASSWORD_CHANGE only, where it is required: the rules of every password set (decision 016). */
  newPassword: uncommonPasswordSchema.optional(),
});
