/**
 * The shape of /public-config.json (docs/api-contract.md), checked before the portal trusts it.
 * Its own chunk: loaded with the first api call or at idle time, never on a page's critical path
 * (zod comes with it, as it comes with the forms the page prefetches).
 */
import { z } from 'zod';

export const publicConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  signatureKey: z.string().min(1),
  networkId: z.union([z.number(), z.string()]).optional(),
  version: z.string().optional(),
  environment: z.enum(['development', 'production']).optional(),
  devMailbox: z.boolean().optional(),
  /** Spec §9: browser errors are reported, for this share of the visits. */
  errorReporting: z.boolean().optional(),
  traceSampleRate: z.number().min(0).max(1).optional(),
  /** Spec §9: the analytics script to load, when the operator configured a key. */
  analytics: z
    .object({ key: z.string().min(1), scriptUrl: z.url({ protocol: /^https$/ }) })
    .nullable()
    .optional(),
  /** Spec §9: a cart holds post-payment when an item's product id is this one. */
  postPaymentFareId: z.number().int().nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
