/**
 * The server's own refinement of the Identity calls' contract (packages/domain/src/contract): every
 * call that sets a password refuses the common ones (decision 016, and Identity/signUp in
 * account/schemas.ts); sign-in checks none.
 */
import { CONTRACT } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';

export const confirmPasswordResetWithoutCommonPasswords = CONTRACT.confirmPasswordReset.request.safeExtend({
  password: uncommonPasswordSchema,
});

export const changePasswordWithoutCommonPasswords = CONTRACT.changePassword.request.safeExtend({
  newPassword: uncommonPasswordSchema,
});
