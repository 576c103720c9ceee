/**
 * A card's traffic alerts and communication consents (spec §3), and the statuses of the contracts
 * (passes) a card carries; shared by the alerts step of the portal and the api's Media/updateAlerts.
 */
import { z } from 'zod';
import { TRANSPORT_MODES } from './enums.js';
import { MESSAGE_KEYS, emailSchema, mobileSchema } from './validation.js';

/**
 * PENDING_VALIDATION: sold, waiting for its first validation on a bus or a boat (spec §4).
 * SUSPENDED: a reduced fare whose proof the mobility centre refused (decision 058); it runs again
 * if a new proof is accepted.
 */
export const CONTRACT_STATUSES = [
  'PENDING_VALIDATION',
  'ACTIVE',
  'EXPIRED',
  'TERMINATED',
  'TRANSFERRED',
  'SUSPENDED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const ALERT_DELIVERY_MODES = ['EMAIL', 'SMS'] as const;
export type AlertDeliveryMode = (typeof ALERT_DELIVERY_MODES)[number];

export const FAVORITE_LINE_MAX_LENGTH = 20;
export const FAVORITE_LINES_MAX = 30;

/** Traffic alerts: delivered by e-mail or SMS, so the chosen channel's address is required. */
export const alertPreferencesSchema = z
  .strictObject({
    email: emailSchema.nullish(),
    phone: mobileSchema.nullish(),
    deliveryMode: z.enum(ALERT_DELIVERY_MODES, { error: MESSAGE_KEYS.required }),
    favoriteModes: z.array(z.enum(TRANSPORT_MODES)).max(TRANSPORT_MODES.length).default([]),
    favoriteLines: z
      .array(z.string().trim().min(1).max(FAVORITE_LINE_MAX_LENGTH))
      .max(FAVORITE_LINES_MAX)
      .default([]),
  })
  .superRefine((alerts, context) => {
    if (alerts.deliveryMode === 'EMAIL' && !alerts.email)
      context.addIssue({ code: 'custom', path: ['email'], message: MESSAGE_KEYS.required });
    if (alerts.deliveryMode === 'SMS' && !alerts.phone)
      context.addIssue({ code: 'custom', path: ['phone'], message: MESSAGE_KEYS.required });
  });
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** Communication consents: post, SMS, e-mail. */
export const consentsSchema = z.strictObject({ post: z.boolean(), sms: z.boolean(), email: z.boolean() });
export type Consents = z.infer<typeof consentsSchema>;
