/**
 * GET Networks/getProfileStatus.json: whether the caller's account can order a card, and what it
 * lacks (its e-mail address verified, a phone number).
 */
import { CALLS, type ProfileStatus, NETWORK_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/call-api.ts';

export type { ProfileStatus };

export async function getProfileStatus(): Promise<ProfileStatus> {
  // Not cached: the passenger may verify their address in another tab and come back.
  return (await callApi(CALLS.getProfileStatus, NETWORK_CONTRACT.getProfileStatus, {}, { cacheTtlMs: 0 }))
    .profileStatus;
}

export function useProfileStatus() {
  return useQuery({ queryKey: ['cardOrder', 'profileStatus'], queryFn: getProfileStatus });
}
