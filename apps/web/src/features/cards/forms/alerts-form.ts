/**
 * The alerts step's values (spec §3 Traffic alerts, Communication consents): what the form holds
 * (texts and boxes), turned into the request of Media/updateAlerts.json and checked with the
 * domain's alertPreferencesSchema, whose failures are put back on the form's fields.
 */
import {
  alertPreferencesSchema,
  MESSAGE_KEYS,
  TRANSPORT_MODES,
  type AlertPreferences,
  type Consents,
} from '@oceane/domain';
import { z } from 'zod';
import type { Card } from '../api/card.ts';

const FORM_FIELDS = ['deliveryMode', 'email', 'phone', 'favoriteModes', 'favoriteLines'] as const;

export function splitLines(text: string): string[] {
  return text
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
}

type FormAlerts = {
  deliveryMode: string;
  email: string;
  phone: string;
  favoriteModes: string[];
  favoriteLines: string;
};

/** The request's alerts as the form holds them: an empty address is none. */
function preferencesInput(values: FormAlerts) {
  return {
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    deliveryMode: values.deliveryMode || undefined,
    favoriteModes: values.favoriteModes,
    favoriteLines: splitLines(values.favoriteLines),
  };
}

export const alertsFormSchema = z
  .object({
    enabled: z.boolean(),
    deliveryMode: z.string(),
    email: z.string(),
    phone: z.string(),
    favoriteModes: z.array(z.enum(TRANSPORT_MODES)),
    favoriteLines: z.string(),
    consents: z.object({ post: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  })
  .superRefine((values, context) => {
    if (!values.enabled) return;
    const result = alertPreferencesSchema.safeParse(preferencesInput(values));
    const reported = new Set<string>();
    for (const issue of result.error?.issues ?? []) {
      const field = FORM_FIELDS.find((name) => name === issue.path[0]);
      if (!field || reported.has(field)) continue;
      reported.add(field);
      // The domain's rules carry message keys; zod's own limits (list lengths) do not.
      const message = issue.message.startsWith('validation.') ? issue.message : MESSAGE_KEYS.invalidValue;
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type AlertsFormValues = z.infer<typeof alertsFormSchema>;

export function alertsValues(card: Pick<Card, 'alerts' | 'consents' | 'holder'>): AlertsFormValues {
  const { alerts } = card;
  const modes = (alerts?.favoriteModes ?? []).filter((mode): mode is (typeof TRANSPORT_MODES)[number] =>
    (TRANSPORT_MODES as readonly string[]).includes(mode),
  );
  return {
    enabled: Boolean(alerts),
    deliveryMode: alerts?.deliveryMode ?? 'EMAIL',
    email: alerts?.email ?? '',
    phone: alerts?.phone ?? card.holder.mobile ?? '',
    favoriteModes: modes,
    favoriteLines: (alerts?.favoriteLines ?? []).join(', '),
    consents: { ...card.consents },
  };
}

/** The body of Media/updateAlerts.json, normalised by the domain (phone digits, e-mail case). */
export function alertsRequest(values: AlertsFormValues): {
  alerts: AlertPreferences | null;
  consents: Consents;
} {
  const alerts = values.enabled ? alertPreferencesSchema.parse(preferencesInput(values)) : null;
  return { alerts, consents: values.consents };
}

/**
 * Media/updateAlerts.json names its field errors under `alerts.` (`alerts.favoriteLines`: a line the
 * network does not have, decision 053); the form's fields have no prefix.
 */
export const ALERTS_SERVER_ERRORS = { fieldOfPath: (path: string) => path.replace(/^alerts\./, '') };
