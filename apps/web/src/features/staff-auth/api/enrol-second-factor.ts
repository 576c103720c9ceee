/** POST Staff/enrolSecondFactor.json: a new secret, as text and as a QR code (decision 070). */
import { CALLS, STAFF_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export function useEnrolSecondFactor() {
  return useMutation({
    mutationFn: () => callApi(CALLS.enrolSecondFactor, STAFF_CONTRACT.enrolSecondFactor, {}),
  });
}
