/**
 * POST Account/openGuestReload.json (decision 054): the card's number, holder family name and
 * birth date open a guest session to which the card is lent; the session is stored with the card,
 * whose reload is where the guest goes. What the previous person left on the device goes first.
 */
import { CALLS, GUEST_CONTRACT, type GuestReload } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { clearLocalState } from '../../../lib/local-state.ts';
import { startSession } from '../../../lib/session.ts';
import { resolveNetworkId } from './get-networks.ts';

export async function openGuestReload(values: GuestReload): Promise<number> {
  const answer = await callApi(CALLS.openGuestReload, GUEST_CONTRACT.openGuestReload, {
    network_id: await resolveNetworkId(),
    mediaNumber: values.cardNumber,
    holderName: values.holderName,
    holderBirthdate: values.holderBirthdate,
  });
  clearLocalState();
  startSession({ ...answer.user, guestMediaId: answer.mediaId }, null);
  return answer.mediaId;
}

export function useOpenGuestReload() {
  return useMutation({ mutationFn: openGuestReload });
}
