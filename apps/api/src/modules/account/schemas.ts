/**
 * The server's own refinement of the account calls' contract (packages/domain/src/contract):
 * Identity/signUp refuses the common passwords, as on every call that sets one (decision 016).
 */
import { CONTRACT, type CallInput, type CallResponse } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';

export const signUpWithoutCommonPasswords = CONTRACT.signUp.request.safeExtend({
  password: uncommonPasswordSchema,
});

export type LoginBody = CallInput<'login'>;
export type LoginResult = CallResponse<'login'>;
