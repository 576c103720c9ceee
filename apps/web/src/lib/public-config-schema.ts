/** The shape of /public-config.json (docs/api-contract.md), checked before the api client trusts it. */
import { z } from 'zod';

export const publicConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  signatureKey: z.string().min(1),
  networkId: z.union([z.number(), z.string()]).optional(),
  version: z.string().optional(),
  environment: z.enum(['development', 'production']).optional(),
  devMailbox: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
