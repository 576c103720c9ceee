/** GET Staff/getAgency.json and POST Staff/updateAgency.json (decision 076; supervisors only). */
import { CALLS, type ClientRequest, STAFF_CATALOGUE_CONTRACT } from '@oceane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

const AGENCY_KEY = ['staff', 'agency'];

export const agencyOptions = () =>
  queryOptions({
    queryKey: AGENCY_KEY,
    queryFn: () => callApi(CALLS.getStaffAgency, STAFF_CATALOGUE_CONTRACT.getStaffAgency, {}),
    staleTime: 0,
  });

export function useStaffAgency() {
  return useQuery(agencyOptions());
}

export function updateAgency(input: ClientRequest<'updateAgency'>) {
  return callApi(CALLS.updateAgency, STAFF_CATALOGUE_CONTRACT.updateAgency, input);
}

export function useUpdateAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgency,
    onSuccess: (answer) => queryClient.setQueryData(AGENCY_KEY, answer),
  });
}
