/**
 * The portal's public configuration (docs/api-contract.md): fetched once from /public-config.json,
 * checked, and shared by the api client and the footer. A failed fetch is not cached.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ConnectionError } from './api-errors.ts';

export const publicConfigSchema = z.object({
  apiBaseUrl: z.string().min(1),
  signatureKey: z.string().min(1),
  networkId: z.union([z.number(), z.string()]).optional(),
  version: z.string().optional(),
  environment: z.enum(['development', 'production']).optional(),
  devMailbox: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_URL = '/public-config.json';

let pending: Promise<PublicConfig> | null = null;

async function fetchPublicConfig(): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await fetch(PUBLIC_CONFIG_URL, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ConnectionError(error);
  }
  if (!response.ok) throw new Error(`${PUBLIC_CONFIG_URL} answered ${response.status}`);
  return publicConfigSchema.parse(await response.json());
}

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Tests give the configuration directly instead of serving the file. */
export function setPublicConfig(config: PublicConfig | null): void {
  pending = config ? Promise.resolve(config) : null;
}

/** The configuration as a query, for components that show part of it (version, dev mailbox). */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: loadPublicConfig, staleTime: Infinity });
