/** Schemas of the catalogue's calls (Networks/getNetworks.json). */
import { TRANSPORT_MODES } from '@oceane/domain';
import { z } from 'zod';
import { localeField } from '../../lib/schemas.js';

export const getNetworksQuery = z.strictObject({ locale: localeField });

export const networkSchema = z.object({
  networkId: z.number().int(),
  name: z.string(),
  city: z.string(),
  modes: z.array(z.enum(TRANSPORT_MODES)),
});

export const getNetworksResponse = z.object({ networks: z.array(networkSchema) });
export type NetworkView = z.infer<typeof networkSchema>;
