/** POST Staff/publishDisruption.json: a disruption published; the list is read again (decision 053). */
import { CALLS, disruptionResponse, type Disruption, type DisruptionInput } from '@oceane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { DISRUPTIONS_KEY } from './get-disruptions.ts';

export async function publishDisruption(input: DisruptionInput): Promise<Disruption> {
  return disruptionResponse.parse(await apiClient.call<unknown>(CALLS.publishDisruption, input)).disruption;
}

export function usePublishDisruption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishDisruption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISRUPTIONS_KEY }),
  });
}
