/**
 * The portal's public configuration (docs/api-contract.md): fetched once from /public-config.json,
 * checked, and used by the api client. A failed fetch is not cached.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from './public-config-schema.ts';
import { ConnectionError } from './api-errors.ts';

export type { PublicConfig };

export const PUBLIC_CONFIG_URL = '/public-config.json';

let pending: Promise<PublicConfig> | null = null;

async function fetchPublicConfig(): Promise<PublicConfig> {
  // The schema (and zod with it) is loaded with the first api call, never by a page that makes none.
  const schema = import('./public-config-schema.ts');
  schema.catch(() => undefined); // awaited below; a fetch that fails first must not leave it unhandled
  let response: Response;
  try {
    response = await fetch(PUBLIC_CONFIG_URL, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ConnectionError(error);
  }
  if (!response.ok) throw new Error(`${PUBLIC_CONFIG_URL} answered ${response.status}`);
  const { publicConfigSchema } = await schema;
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
