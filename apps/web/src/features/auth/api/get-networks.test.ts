import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, SIGNATURE_KEY } from '../../../../test/api.ts';
import { setPublicConfig } from '../../../lib/public-config.ts';
import { getNetworks, resolveNetworkId } from './get-networks.ts';

afterEach(() => vi.unstubAllGlobals());

/** A network record as the api answers it (spec §3: networkId, stops, status, collectSites). */
const network = (networkId: number, status: string) => ({
  networkId,
  name: 'Océane Mobilités',
  city: 'Port-Marin',
  modes: ['BUS', 'BOAT'],
  status,
  stops: [{ id: 5, name: 'Gare maritime', town: 'Port-Marin', modes: ['BUS', 'BOAT'] }],
  collectSites: [
    {
      id: 1,
      name: 'Maison de la mobilité',
      address1: '2 quai de l’Estran',
      address2: null,
      zipcode: '99500',
      city: 'Port-Marin',
      country: 'FR',
      phone: '01 99 00 12 34',
      openingHours: [{ weekday: 1, opens: '07:30', closes: '19:00' }],
      openingHoursText: 'Lundi : 7 h 30 – 19 h',
    },
  ],
});

describe('Networks/getNetworks.json', () => {
  it('reads the network records with their stops, status and collect sites', async () => {
    fakeApi({ 'Networks/getNetworks.json': ok({ networks: [network(1, 'ACTIVE')] }) });
    const { networks } = await getNetworks();
    expect(networks[0]).toMatchObject({ networkId: 1, status: 'ACTIVE' });
    expect(networks[0]!.stops[0]!.name).toBe('Gare maritime');
    expect(networks[0]!.collectSites[0]!.name).toBe('Maison de la mobilité');
  });

  it('logs into the first ACTIVE network when the configuration names none', async () => {
    fakeApi({ 'Networks/getNetworks.json': ok({ networks: [network(7, 'CLOSED'), network(3, 'ACTIVE')] }) });
    setPublicConfig({ apiBaseUrl: '/api', signatureKey: SIGNATURE_KEY, version: '9.9.9' });
    await expect(resolveNetworkId()).resolves.toBe(3);
  });
});
