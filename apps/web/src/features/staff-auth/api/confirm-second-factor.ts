/**
 * POST Staff/confirmSecondFactor.json: the first code enrols the app and answers the recovery codes,
 * once. The status is read again only when the staff member says they saved them.
 */
import { CALLS, STAFF_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function useConfirmSecondFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      callApi(CALLS.confirmSecondFactor, STAFF_CONTRACT.confirmSecondFactor, { code }),
  });
}
