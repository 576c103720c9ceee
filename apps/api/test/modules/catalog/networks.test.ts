import { networksResponse } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { TRANSIT_STOPS } from '../../../src/db/seed-transit.js';
import { useTestApp } from '../../helpers/app.js';
import { get, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

type Networks = {
  networks: {
    networkId: number;
    status: string;
    stops: { id: number; name: string; town: string; modes: string[] }[];
    collectSites: { id: number; name: string; openingHoursText: string }[];
  }[];
};

describe.each(DIALECTS)('GET Networks/getNetworks.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers Océane Mobilités, network 1 in Port-Marin, with its four modes', async () => {
    const { networks } = okResponse(
      await get<Networks>(ctx().app, 'Networks/getNetworks.json', { locale: 'en' }),
    );
    expect(networks).toHaveLength(1);
    expect(networks[0]).toMatchObject({
      networkId: 1,
      name: 'Océane Mobilités',
      city: 'Port-Marin',
      modes: ['BUS', 'BOAT', 'BIKE', 'CAR_SHARING'],
    });
  });

  it('is the spec’s network record: networkId, status, stops and collect sites (§3, decision 064)', async () => {
    const { app } = ctx();
    const answer = okResponse(await get<Networks>(app, 'Networks/getNetworks.json', { locale: 'en' }));
    // The portal parses it with the domain's schema: one wire shape.
    expect(networksResponse.parse(answer)).toEqual(answer);
    const [network] = answer.networks;
    expect(network!.status).toBe('ACTIVE');
    // Every stop a line serves, by name, with its modes; the same stops the stop search finds.
    expect(network!.stops.map((stop) => stop.id).sort((a, b) => a - b)).toEqual(
      TRANSIT_STOPS.map((stop) => stop.id).sort((a, b) => a - b),
    );
    const names = network!.stops.map((stop) => stop.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    const search = okResponse(
      await get<{ stops: { id: number; modes: string[] }[] }>(app, 'Transit/getODStops', { name: 'gare' }),
    );
    for (const found of search.stops) {
      expect(network!.stops.find((stop) => stop.id === found.id)?.modes).toEqual(found.modes);
    }
    // The collect sites are those of Networks/collectSites, in the caller's language.
    const sites = okResponse(
      await get<{ collectSites: unknown[] }>(app, 'Networks/collectSites', { network_id: 1, locale: 'en' }),
    );
    expect(network!.collectSites).toEqual(sites.collectSites);
    expect(network!.collectSites[0]).toMatchObject({ name: 'Maison de la mobilité' });
    expect(network!.collectSites[0]!.openingHoursText).toMatch(/Monday/);
  });

  it('lists only the networks open to passengers', async () => {
    const { app } = ctx();
    await app.db
      .insertInto('networks')
      .values({
        id: 2,
        name: 'Réseau fermé',
        city: 'Ailleurs',
        status: 'CLOSED',
        created_at: new Date().toISOString(),
      })
      .execute();
    const { networks } = okResponse(await get<Networks>(app, 'Networks/getNetworks.json', {}));
    expect(networks.map((network) => [network.networkId, network.status])).toEqual([[1, 'ACTIVE']]);
  });
});
