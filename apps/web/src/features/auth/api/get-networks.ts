/** GET Networks/getNetworks.json (the spec's network records, decision 064), and the network the portal logs into. */
import { CALLS, getNetworksContract } from '@oceane/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';

export async function getNetworks() {
  // The sign-in page's call: its entry alone, not the whole contract (lib/call-contract.ts).
  return callApi(CALLS.getNetworks, getNetworksContract, {});
}

export const networksQueryOptions = () => queryOptions({ queryKey: ['networks'], queryFn: getNetworks });

/** The public configuration names the network; otherwise the first one the api lists (an ACTIVE one). */
export async function resolveNetworkId(): Promise<string | number> {
  const config = await loadPublicConfig();
  if (config.networkId !== undefined) return config.networkId;
  const first = (await getNetworks()).networks.find((network) => network.status === 'ACTIVE');
  if (!first) throw new Error('No network is configured');
  return first.networkId;
}
