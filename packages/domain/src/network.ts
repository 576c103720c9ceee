/**
 * The network's configuration as the portal reads it (spec §7 Networks/*): who the network is,
 * its languages and currency, its support line, its agencies with their hours, the school year,
 * and the caller's profile for ordering a card. The api answers with these schemas and the portal
 * parses with them: one wire shape.
 */
import { z } from 'zod';
import { TRANSPORT_MODES } from './enums.js';
import { LOCALES } from './messages.js';
import { transitStopSchema } from './transit.js';

/** Spec §9: the support line costs 0.06 € a minute on top of the call's price. */
export const SUPPORT_CALL_COST_EUROS_PER_MINUTE = 0.06;

/** A network's state: only an ACTIVE one is listed, configured and logged into. */
export const NETWORK_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

/** The fields of an account a card order needs and may lack (spec §5: a mobile number). */
export const PROFILE_FIELDS = ['phone'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The kinds of school the school year's list names. */
export const SCHOOL_KINDS = ['PRIMARY', 'MIDDLE', 'HIGH'] as const;
export type SchoolKind = (typeof SCHOOL_KINDS)[number];

const time = z.string().regex(/^\d{2}:\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One opening span of a day; a day with a lunch break has two. */
export const openingHoursSchema = z.object({
  weekday: z.number().int().min(1).max(7).describe('ISO weekday: 1 is Monday, 7 is Sunday'),
  opens: time.describe('HH:MM, local time'),
  closes: time.describe('HH:MM, local time'),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Networks/collectSites: where a card can be picked up (the spec's "shop pickup at a single agency"). */
export const collectSiteSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  phone: z.string(),
  openingHours: z.array(openingHoursSchema),
  openingHoursText: z.string().describe('The hours in a sentence, in the caller’s language'),
});
export type CollectSite = z.infer<typeof collectSiteSchema>;

export const collectSitesResponse = z.object({ collectSites: z.array(collectSiteSchema) });
export type CollectSites = z.infer<typeof collectSitesResponse>;

/**
 * A network as Networks/getNetworks.json answers it: the spec's network record (§3: networkId,
 * stops, status, collectSites) with its name, town and modes (decision 064).
 */
export const networkSchema = z.object({
  networkId: z.number().int().positive(),
  name: z.string(),
  city: z.string(),
  modes: z.array(z.enum(TRANSPORT_MODES)),
  status: z.enum(NETWORK_STATUSES).describe('ACTIVE: open to passengers (the only ones listed)'),
  stops: z.array(transitStopSchema).describe('Every stop its bus and boat lines serve, by name'),
  collectSites: z.array(collectSiteSchema).describe('Where a new card can be collected'),
});
export type Network = z.infer<typeof networkSchema>;
export const networksResponse = z.object({ networks: z.array(networkSchema) });

/** Networks/getNetworkConfiguration.json (by network id or by the domain the portal is served on). */
export const networkConfigurationSchema = z.object({
  networkId: z.number().int().positive(),
  name: z.string(),
  city: z.string(),
  defaultCountry: z.string().describe('ISO 3166-1 alpha-2 (spec §9: France)'),
  currency: z.string().describe('ISO 4217'),
  locales: z.array(z.enum(LOCALES)),
  defaultLocale: z.enum(LOCALES),
  transportModes: z.array(z.object({ code: z.enum(TRANSPORT_MODES), name: z.string() })),
  support: z.object({
    phone: z.string(),
    callCostEurosPerMinute: z.number().describe('Spec §9: 0.06, on top of the call’s price'),
    openingHours: z.array(openingHoursSchema),
    openingHoursText: z.string(),
  }),
  features: z.object({
    cardCreation: z.boolean(),
    association: z.boolean(),
    postPayment: z.boolean(),
  }),
  installments: z.array(z.number().int().positive()).describe('The instalment counts offered (spec §9)'),
});
export type NetworkConfiguration = z.infer<typeof networkConfigurationSchema>;
export const networkConfigurationResponse = z.object({ configuration: networkConfigurationSchema });

/** Networks/getProfileStatus.json: whether the caller's account can order a card, and what it lacks. */
export const profileStatusSchema = z.object({
  networkId: z.number().int().positive(),
  emailVerified: z.boolean(),
  missing: z.array(z.enum(PROFILE_FIELDS)).describe('Fields a card order needs that the account lacks'),
  canOrderCards: z.boolean(),
  cardsHeld: z.number().int().min(0).describe('The account’s cards on this network, expired ones included'),
});
export type ProfileStatus = z.infer<typeof profileStatusSchema>;
export const profileStatusResponse = z.object({ profileStatus: profileStatusSchema });

/** Networks/getSchoolConfiguration: the school year and the schools of the network's towns. */
export const schoolConfigurationSchema = z.object({
  schoolYear: z.object({
    label: z.string().describe('e.g. 2026-2027'),
    startsOn: isoDate,
    endsOn: isoDate,
    ordersOpenOn: isoDate.describe('From this day the year’s school passes can be ordered'),
  }),
  schools: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      city: z.string(),
      kind: z.enum(SCHOOL_KINDS),
    }),
  ),
  schoolProducts: z
    .array(z.object({ shopItemId: z.number().int().positive(), name: z.string() }))
    .describe(
      'The school passes on sale (audience SCHOOL): for a holder of category SCHOOL; an order of one is of origin SCHOOL',
    ),
});
export type SchoolConfiguration = z.infer<typeof schoolConfigurationSchema>;
export const schoolConfigurationResponse = z.object({ schoolConfiguration: schoolConfigurationSchema });

/**
 * The school year a pass ordered on `today` (YYYY-MM-DD) is for: 1 September to 6 July. Orders
 * for a year open on 1 June before it, so from June to August the coming year is named (and in
 * June, while the current one runs to 6 July, a pass for it would serve a month at most).
 */
export function schoolYearOf(today: string): SchoolConfiguration['schoolYear'] {
  const year = Number(today.slice(0, 4));
  const monthDay = today.slice(5);
  // January to May: the year that began last September; June onwards: the one starting this September.
  const startYear = monthDay >= '06-01' ? year : year - 1;
  const startsOn = `${startYear}-09-01`;
  const endsOn = `${startYear + 1}-07-06`;
  const ordersOpenOn = `${startYear}-06-01`;
  return {
    label: `${startYear}-${startYear + 1}`,
    startsOn,
    endsOn,
    ordersOpenOn,
  };
}
