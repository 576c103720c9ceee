/** POST Staff/verifySecondFactor.json: a code of the app or a recovery code lets this session in (decision 070). */
import { CALLS, STAFF_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { SECOND_FACTOR_KEY } from './second-factor-status.ts';

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callApi(CALLS.verifySecondFactor, STAFF_CONTRACT.verifySecondFactor, { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY }),
  });
}
