/**
 * PUT Actions/useCode with LEGACY_ACCOUNT_ANONYMIZATION: the mailed code erases the account; the
 * device then forgets the session, the cart, the tunnel and every cached answer.
 */
import { CALLS, SHOP_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { clearLocalState } from '../../../lib/local-state.ts';
import { endSession } from '../../../lib/session.ts';

export async function eraseAccount(code: string): Promise<void> {
  await callApi(CALLS.useCode, SHOP_CONTRACT.useCode, { code, action: 'LEGACY_ACCOUNT_ANONYMIZATION' });
  endSession();
  clearLocalState();
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
