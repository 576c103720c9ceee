/** GET Staff/getCatalogue.json and POST Staff/schedulePrice.json (decision 076; supervisors only). */
import { CALLS, type ClientRequest, STAFF_CATALOGUE_CONTRACT } from '@oceane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const CATALOGUE_KEY = ['staff', 'catalogue'];

export const catalogueOptions = () =>
  queryOptions({
    queryKey: CATALOGUE_KEY,
    queryFn: () => callApi(CALLS.getStaffCatalogue, STAFF_CATALOGUE_CONTRACT.getStaffCatalogue, {}),
    staleTime: 0,
  });

export function useStaffCatalogue() {
  return useQuery(catalogueOptions());
}

export function schedulePrice(input: ClientRequest<'schedulePrice'>) {
  return callApi(CALLS.schedulePrice, STAFF_CATALOGUE_CONTRACT.schedulePrice, input);
}

export function useSchedulePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
