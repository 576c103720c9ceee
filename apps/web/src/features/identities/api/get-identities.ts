/** GET account/identities: the external identities linked to the account (decision 048). */
import { CALLS, EXTERNAL_IDENTITIES_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export const IDENTITIES_KEY = ['account', 'identities'] as const;

export async function getIdentities() {
  return (await callApi(CALLS.identities, EXTERNAL_IDENTITIES_CONTRACT.identities, {})).identities;
}

export const identitiesQueryOptions = () =>
  queryOptions({ queryKey: IDENTITIES_KEY, queryFn: getIdentities, staleTime: 0 });

export function useIdentities() {
  return useQuery(identitiesQueryOptions());
}
