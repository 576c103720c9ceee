/**
 * POST Account/openGuestReload.json (decision 054): the card's number, holder family name and
 * birth date open a guest session to which the card is lent; the session is stored with the card,
 * whose reload is where the guest goes. What the previous person left on the device goes first.
 */
import { CALLS, type GuestReload } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { clearLocalState } from '../../../lib/local-state.ts';
import { startSession } from '../../../lib/session.ts';
import { resolveNetworkId } from './get-networks.ts';

export const guestReloadAnswerSchema = z.object({
  user: z.object({
    userToken: z.string().min(1),
    userId: z.union([z.number(), z.string()]),
    userName: z.string().default(''),
    userLastname: z.string().default(''),
  }),
  mediaId: z.number().int(),
});

export async function openGuestReload(values: GuestReload): Promise<number> {
  const answer = guestReloadAnswerSchema.parse(
    await apiClient.call<unknown>(CALLS.openGuestReload, {
      network_id: await resolveNetworkId(),
      mediaNumber: values.cardNumber,
      holderName: values.holderName,
      holderBirthdate: values.holderBirthdate,
    }),
  );
  clearLocalState();
  startSession({ ...answer.user, guestMediaId: answer.mediaId }, null);
  return answer.mediaId;
}

export function useOpenGuestReload() {
  return useMutation({ mutationFn: openGuestReload });
}
