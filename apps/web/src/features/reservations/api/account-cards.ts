/**
 * GET Account/getCards.json, read for the card choice of the bike reservations: each card's id,
 * number and holder. The cards feature reads the same call for My cards; features do not share
 * code, and the same query key lets both read one cache.
 */
import { CALLS } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session.ts';

const bikeCardSchema = z.object({
  id: z.number(),
  number: z.string(),
  holder: z.object({ firstname: z.string(), name: z.string() }),
});
export type BikeCard = z.infer<typeof bikeCardSchema>;

export async function getBikeCards(): Promise<BikeCard[]> {
  const answer = await apiClient.call<unknown>(CALLS.getCards, {});
  return z.object({ CARDS: z.array(bikeCardSchema) }).parse(answer).CARDS;
}

export function useBikeCards() {
  const user = useUser();
  return useQuery({
    queryKey: ['reservations', 'cards', String(user?.userId ?? '')],
    queryFn: getBikeCards,
    enabled: Boolean(user),
  });
}
