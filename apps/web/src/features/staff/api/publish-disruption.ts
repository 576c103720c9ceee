/** POST Staff/publishDisruption.json: a disruption published; the list is read again (decision 053). */
import { CALLS, type ClientRequest, type Disruption, DISRUPTION_CONTRACT } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { DISRUPTIONS_KEY } from './get-disruptions.ts';

export async function publishDisruption(input: ClientRequest<'publishDisruption'>): Promise<Disruption> {
  return (await callApi(CALLS.publishDisruption, DISRUPTION_CONTRACT.publishDisruption, input)).disruption;
}

export function usePublishDisruption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDisruption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISRUPTIONS_KEY }),
  });
}
