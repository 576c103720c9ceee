/**
 * POST Media/requestDuplicate.json: a duplicate request for a lost, stolen or damaged card, with
 * the catalogue's fee; one open request per card (asking again answers the open one).
 */
import { CALLS } from '@oceane/domain';
import type { DuplicateReason } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

const id = z.union([z.number(), z.string()]);

export const duplicateRequestAnswerSchema = z.object({
  id,
  mediaId: id,
  reason: z.string(),
  status: z.string(),
  fee: z.object({
    productId: id,
    shopItemId: id,
    name: z.string(),
    price: z.string(),
    installments: z.array(z.number()).default([1]),
  }),
});
export type DuplicateRequest = z.infer<typeof duplicateRequestAnswerSchema>;

export async function requestDuplicate(input: {
  mediaId: string | number;
  reason: DuplicateReason;
}): Promise<DuplicateRequest> {
  const answer = await apiClient.call<unknown>(CALLS.requestDuplicate, input);
  return z.object({ duplicateRequest: duplicateRequestAnswerSchema }).parse(answer).duplicateRequest;
}

export function useRequestDuplicate() {
  return useMutation({ mutationFn: requestDuplicate });
}
