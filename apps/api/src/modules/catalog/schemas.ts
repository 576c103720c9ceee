/** Schemas of the catalogue's calls (Networks/getNetworks.json; its answer is packages/domain's `networksResponse`). */
import { MESSAGE_KEYS } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField } from '../../lib/schemas.js';

export const getNetworksQuery = z.strictObject({ locale: localeField });

const networkIdField = idField
  .optional()
  .describe('Networks/getNetworks.json’s networkId; the portal’s network by default');

/** A host name, with a port or not (the browser's `location.host`): letters, digits, dots, hyphens. */
const domainField = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: MESSAGE_KEYS.invalidValue })
  .describe('The host the portal is served on, e.g. portail.oceane-mobilites.example');

export const networkConfigurationQuery = z
  .strictObject({ network_id: networkIdField, domain: domainField.optional(), locale: localeField })
  .refine((query) => query.network_id === undefined || query.domain === undefined, {
    error: MESSAGE_KEYS.invalidValue,
    path: ['domain'],
  });

/** The public calls that name the network; the configured one (NETWORK_ID) when they do not. */
export const networkIdQuery = z.strictObject({ network_id: networkIdField, locale: localeField });
