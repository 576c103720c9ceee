/**
 * POST Media/requestDuplicate.json: a duplicate request for a lost, stolen or damaged card, with
 * the catalogue's fee; one open request per card (asking again answers the open one).
 */
import { CALLS, type DuplicateReason, type DuplicateRequestView, CARDS_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type DuplicateRequest = DuplicateRequestView;

export async function requestDuplicate(input: {
  mediaId: string | number;
  reason: DuplicateReason;
}): Promise<DuplicateRequest> {
  return (await callApi(CALLS.requestDuplicate, CARDS_CONTRACT.requestDuplicate, input)).duplicateRequest;
}

export function useRequestDuplicate() {
  return useMutation({ mutationFn: requestDuplicate });
}
