/**
 * Networks/getNetworkConfiguration.json (issue 10): the network by id, by the domain its portal is
 * served on, or the portal's own; an unknown one is 404 and a malformed query 400.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

const PATH = 'Networks/getNetworkConfiguration.json';

describe.each(DIALECTS)('GET Networks/getNetworkConfiguration.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers Océane Mobilités with its languages, currency, modes, support line and offers', async () => {
    const answer = await get(ctx().app, PATH, { network_id: 1, locale: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(okResponse(answer)).toEqual({
      configuration: {
        networkId: 1,
        name: 'Océane Mobilités',
        city: 'Port-Marin',
        defaultCountry: 'FR',
        currency: 'EUR',
        locales: ['fr', 'en'],
        defaultLocale: 'fr',
        transportModes: [
          { code: 'BUS', name: 'Bus' },
          { code: 'BOAT', name: 'Boats' },
          { code: 'BIKE', name: 'Self-service bike' },
          { code: 'CAR_SHARING', name: 'Car sharing' },
        ],
        support: {
          phone: '01 99 00 42 42',
          callCostEurosPerMinute: 0.06,
          openingHours: [
            ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:30', closes: '19:00' })),
            { weekday: 6, opens: '08:00', closes: '12:00' },
            { weekday: 6, opens: '13:30', closes: '16:10' },
          ],
          openingHoursText: 'Monday to Friday: 7:30–19:00; Saturday: 8:00–12:00 and 13:30–16:10',
        },
        features: { cardCreation: true, association: true, postPayment: true },
        installments: [1, 4, 10],
      },
    });
  });

  it('finds the network from the domain, whatever its case, port or final dot', async () => {
    const { app } = ctx();
    for (const domain of [
      'localhost',
      '127.0.0.1:3000',
      'Portail.Oceane-Mobilites.example.',
      'localhost:5173',
    ]) {
      const { configuration } = okResponse(
        await get<{ configuration: { networkId: number; transportModes: { name: string }[] } }>(app, PATH, {
          domain,
        }),
      );
      expect(configuration.networkId).toBe(1);
      // French by default: the boats are "Bateaux".
      expect(configuration.transportModes[1]?.name).toBe('Bateaux');
    }
  });

  it('answers the portal’s network when neither id nor domain is given', async () => {
    const { configuration } = okResponse(
      await get<{ configuration: { networkId: number } }>(ctx().app, PATH, {}),
    );
    expect(configuration.networkId).toBe(1);
  });

  it('answers 404 NETWORK_NOT_FOUND for an unknown domain or network, or a closed network', async () => {
    const { app } = ctx();
    // A network the backend no longer serves keeps its row, closed.
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
    for (const query of [
      { domain: 'portail.autre-reseau.example' },
      { network_id: 987_654 },
      { network_id: 2 },
    ]) {
      const answer = await get(app, PATH, query);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(koError(answer).code).toBe('NETWORK_NOT_FOUND');
    }
  });

  it('refuses a malformed query with 400 VALIDATION_ERROR, never a 500', async () => {
    const { app } = ctx();
    const bad = [
      { network_id: 'one' },
      { network_id: '-1' },
      { network_id: '99999999999' },
      { domain: '' },
      { domain: 'x'.repeat(254) },
      { domain: 'evil.example/../../etc' },
      { domain: "localhost' or '1'='1" },
      { network_id: 1, domain: 'localhost' },
      { locale: 'de' },
      { unexpected: 'field' },
    ];
    for (const query of bad) {
      const answer = await get(app, PATH, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });
});
