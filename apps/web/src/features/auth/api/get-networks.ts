/** GET Networks/getNetworks.json, and the network the portal logs into. */
import { CALLS } from '@oceane/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { loadPublicConfig } from '../../../lib/public-config.ts';

const networkIdSchema = z.union([z.number(), z.string()]);

export const networksSchema = z.object({
  networks: z.array(z.object({ networkId: networkIdSchema, name: z.string().optional() }).loose()),
});

export async function getNetworks() {
  return networksSchema.parse(await apiClient.call<unknown>(CALLS.getNetworks, {}));
}

export const networksQueryOptions = () => queryOptions({ queryKey: ['networks'], queryFn: getNetworks });

/** The public configuration names the network; otherwise the first one the api knows. */
export async function resolveNetworkId(): Promise<string | number> {
  const config = await loadPublicConfig();
  if (config.networkId !== undefined) return config.networkId;
  const first = (await getNetworks()).networks[0];
  if (!first) throw new Error('No network is configured');
  return first.networkId;
}
