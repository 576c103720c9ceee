/**
 * The network's configuration as the portal reads it (issue 10): the network found by id or by
 * the domain its portal is served on, its agencies as collect sites with their hours, and the
 * school year with the schools of its towns. What is not stored per network (currency, locales,
 * feature flags, instalments) is the product's, the same for every network today.
 */
import {
  DEFAULT_LOCALE,
  INSTALMENT_OPTIONS,
  LOCALES,
  SUPPORT_CALL_COST_EUROS_PER_MINUTE,
  openingHoursText,
  schoolYearOf,
  type CollectSite,
  type Locale,
  type NetworkConfiguration,
  type SchoolConfiguration,
  type Network,
  type SchoolKind,
  type TransitStop,
} from '@oceane/domain';
import { AppError } from '../../lib/errors.js';
import type { Db } from '../../db/index.js';
import {
  findNetworkIdByDomain,
  findNetworkRow,
  listAgencies,
  listNetworks,
  listOpeningHours,
  listSchools,
  listTransportModes,
} from './repo.js';
import { isTransportMode, productsOnSale, transportModesOf } from './service.js';

/** Spec §9: France is the default country, and the fares are in euros. */
const DEFAULT_COUNTRY = 'FR';
const CURRENCY = 'EUR';

/** A host name as stored: lower case, without a port or a final dot. */
export function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** An active network by id; NETWORK_NOT_FOUND (404) for a missing or closed one. */
async function activeNetwork(db: Db, networkId: number) {
  const network = await findNetworkRow(db, networkId);
  if (!network || network.status !== 'ACTIVE') throw new AppError('NETWORK_NOT_FOUND');
  return network;
}

/** The network of a portal domain; NETWORK_NOT_FOUND (404) for a domain no network is served on. */
export async function networkIdOfDomain(db: Db, domain: string): Promise<number> {
  const row = await findNetworkIdByDomain(db, normaliseDomain(domain));
  if (!row) throw new AppError('NETWORK_NOT_FOUND');
  return row.network_id;
}

/** The network's agencies where a card can be collected, each with its hours. */
export async function collectSites(db: Db, networkId: number, locale: Locale): Promise<CollectSite[]> {
  await activeNetwork(db, networkId);
  const agencies = await listAgencies(db, networkId);
  const hours = await listOpeningHours(
    db,
    agencies.map((agency) => agency.id),
  );
  return agencies.map((agency) => {
    const openingHours = hours
      .filter((span) => span.agency_id === agency.id)
      .map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));
    return {
      id: agency.id,
      name: agency.name,
      address1: agency.address1,
      address2: agency.address2,
      zipcode: agency.zipcode,
      city: agency.city,
      country: agency.country,
      phone: agency.phone,
      openingHours,
      openingHoursText: openingHoursText(openingHours, locale),
    };
  });
}

/** A network's stops: the transit module owns them, app.ts hands its reader down (lint: catalog is below). */
export type NetworkStops = (db: Db, networkId: number) => Promise<TransitStop[]>;

/** The networks open to passengers, as the spec's network record (decision 064). */
export async function getNetworks(db: Db, locale: Locale, networkStops: NetworkStops): Promise<Network[]> {
  const [networks, modes] = await Promise.all([listNetworks(db), listTransportModes(db)]);
  return Promise.all(
    networks
      .filter((network) => network.status === 'ACTIVE')
      .map(async (network) => ({
        networkId: network.id,
        name: network.name,
        city: network.city,
        modes: modes
          .filter((mode) => mode.network_id === network.id)
          .map((mode) => mode.code)
          .filter(isTransportMode),
        status: 'ACTIVE' as const,
        stops: await networkStops(db, network.id),
        collectSites: await collectSites(db, network.id, locale),
      })),
  );
}

export async function networkConfiguration(
  db: Db,
  networkId: number,
  locale: Locale,
): Promise<NetworkConfiguration> {
  const network = await activeNetwork(db, networkId);
  const [modes, sites] = await Promise.all([
    transportModesOf(db, networkId),
    collectSites(db, networkId, locale),
  ]);
  // The support line is the mobility centre's: the network's first agency.
  const centre = sites[0];
  if (!centre) throw new Error(`network ${networkId} has no agency`);
  return {
    networkId: network.id,
    name: network.name,
    city: network.city,
    defaultCountry: DEFAULT_COUNTRY,
    currency: CURRENCY,
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    transportModes: modes.map((mode) => ({
      code: mode.code,
      name: locale === 'en' ? mode.nameEn : mode.nameFr,
    })),
    support: {
      phone: centre.phone,
      callCostEurosPerMinute: SUPPORT_CALL_COST_EUROS_PER_MINUTE,
      openingHours: centre.openingHours,
      openingHoursText: centre.openingHoursText,
    },
    features: { cardCreation: true, association: true, postPayment: true },
    installments: [...INSTALMENT_OPTIONS],
  };
}

/**
 * The school year a pass ordered today is for, the schools of the network's towns, and the school
 * passes on sale (audience SCHOOL: sold to a holder of category SCHOOL, ordered as SCHOOL orders
 * whose contracts have a sticker, decision 050).
 */
export async function schoolConfiguration(
  db: Db,
  networkId: number,
  today: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SchoolConfiguration> {
  await activeNetwork(db, networkId);
  const schools = await listSchools(db, networkId);
  const products = (await productsOnSale(db, networkId)).filter((product) => product.audience === 'SCHOOL');
  return {
    schoolYear: schoolYearOf(today),
    schools: schools.map((school) => ({ ...school, kind: school.kind as SchoolKind })),
    schoolProducts: products.map((product) => ({
      shopItemId: product.shop_item_id,
      name: locale === 'en' ? product.name_en : product.name_fr,
    })),
  };
}
