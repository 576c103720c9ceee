/**
 * The network's configuration beyond its catalogue (issue 10): the domains its portal is served
 * on, and the fictional schools of Port-Marin and its neighbour towns for the school year.
 */
import type { SchoolKind } from '@oceane/domain';
import type { Db } from './index.js';
import { NETWORK } from './seed-catalogue.js';

/** Development (localhost, 127.0.0.1) and the fictional production host. */
export const NETWORK_DOMAINS = ['localhost', '127.0.0.1', 'portail.oceane-mobilites.example'] as const;

export const SCHOOLS: { id: number; name: string; city: string; kind: SchoolKind }[] = [
  { id: 1, name: 'École élémentaire des Mouettes', city: 'Port-Marin', kind: 'PRIMARY' },
  { id: 2, name: 'Collège Jean-Bart', city: 'Port-Marin', kind: 'MIDDLE' },
  { id: 3, name: 'Collège de la Pointe', city: 'Saint-Aubin-sur-Mer', kind: 'MIDDLE' },
  { id: 4, name: 'Lycée maritime de l’Estran', city: 'Port-Marin', kind: 'HIGH' },
];

/** Inserts what is absent, keyed by domain and by school id; changes nothing already there. */
export async function seedNetworkConfiguration(db: Db): Promise<void> {
  await db
    .insertInto('network_domains')
    .values(NETWORK_DOMAINS.map((domain) => ({ domain, network_id: NETWORK.id })))
    .onConflict((oc) => oc.column('domain').doNothing())
    .execute();
  await db
    .insertInto('schools')
    .values(SCHOOLS.map((school) => ({ ...school, network_id: NETWORK.id })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
