/**
 * Transit/getODTrips (issue 11): the lines from an origin to a destination, in the direction that
 * goes there, with the next departures of their timetable (Europe/Paris time); an unknown stop is
 * 404, the same stop twice or a malformed query 400.
 */
import type { OdTrips } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

const PATH = 'Transit/getODTrips';
const GARE_SNCF = 1;
const HOTEL_DE_VILLE = 2;
const PLACE_DU_MARCHE = 3;
const GARE_MARITIME = 5;
const ILE_AUX_MOUETTES = 15;

describe.each(DIALECTS)('GET Transit/getODTrips ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  const trips = async (query: Record<string, string | number>) =>
    okResponse(await get<OdTrips>(ctx().app, PATH, query));

  it('answers each line serving both stops, with its next departures from the origin', async () => {
    // 26 November, 8:05 in Port-Marin (UTC+1 in winter).
    const answer = await trips({
      origin: PLACE_DU_MARCHE,
      destination: HOTEL_DE_VILLE,
      after: '2026-11-26T07:05:00Z',
    });
    expect(answer.origin).toEqual({ id: 3, name: 'Place du Marché', town: 'Port-Marin', modes: ['BUS'] });
    expect(answer.destination.name).toBe('Hôtel de Ville');
    expect(answer.trips.map((trip) => trip.line.code)).toEqual(['1', '2', 'N1']);
    // Line 1 the other way: it leaves Les Dunes (20 minutes long) every 15 minutes from 6:00 and
    // reaches the market 13 minutes later.
    expect(answer.trips[0]).toMatchObject({
      headsign: 'Gare SNCF',
      durationMinutes: 3,
      departures: ['2026-11-26T07:13:00.000Z', '2026-11-26T07:28:00.000Z', '2026-11-26T07:43:00.000Z'],
    });
    // Line 2 leaves the hospital at 6:30 then every 20 minutes and reaches the market 6 minutes later.
    expect(answer.trips[1]).toEqual({
      line: { code: '2', name: 'Hôpital de la Côte – Campus de l’Estran', mode: 'BUS', color: '#7a1f5c' },
      headsign: 'Campus de l’Estran',
      durationMinutes: 3,
      departures: ['2026-11-26T07:16:00.000Z', '2026-11-26T07:36:00.000Z', '2026-11-26T07:56:00.000Z'],
    });
    // The night bus N1 serves both too: its first run is at 20:05 at the market.
    expect(answer.trips[2]?.departures[0]).toBe('2026-11-26T19:05:00.000Z');
  });

  it('answers a boat, and after the last departure the next day’s first ones, in summer time too', async () => {
    const evening = await trips({
      origin: ILE_AUX_MOUETTES,
      destination: GARE_MARITIME,
      after: '2026-07-01T18:30:00Z', // 20:30 in Paris: the last shuttle left the island at 19:00
    });
    expect(evening.trips).toHaveLength(1);
    expect(evening.trips[0]).toMatchObject({
      line: { code: 'B1', mode: 'BOAT' },
      headsign: 'Gare maritime',
      durationMinutes: 15,
      departures: ['2026-07-02T05:00:00.000Z', '2026-07-02T06:00:00.000Z', '2026-07-02T07:00:00.000Z'],
    });
  });

  it('answers no trip when no single line serves both stops', async () => {
    const answer = await trips({ origin: ILE_AUX_MOUETTES, destination: GARE_SNCF });
    expect(answer.trips).toEqual([]);
  });

  it('refuses the same stop as origin and destination with 400 SAME_ORIGIN_AND_DESTINATION', async () => {
    const answer = await get(ctx().app, PATH, { origin: 3, destination: '3', locale: 'en' });
    expect(answer.statusCode).toBe(400);
    expect(koError(answer)).toMatchObject({
      code: 'SAME_ORIGIN_AND_DESTINATION',
      message: 'Choose a destination other than the departure stop.',
    });
  });

  it('answers 404 STOP_NOT_FOUND for a stop that does not exist, and NETWORK_NOT_FOUND for a network', async () => {
    for (const query of [
      { origin: 999_999, destination: 3 },
      { origin: 3, destination: 2_147_483_647 },
    ]) {
      const answer = await get(ctx().app, PATH, query);
      expect(answer.statusCode).toBe(404);
      expect(koError(answer).code).toBe('STOP_NOT_FOUND');
    }
    const network = await get(ctx().app, PATH, { origin: 3, destination: 2, network_id: 987_654 });
    expect(koError(network).code).toBe('NETWORK_NOT_FOUND');
  });

  it('refuses wrong types and missing stops with 400 VALIDATION_ERROR, never a 500', async () => {
    for (const query of [
      {},
      { origin: 3 },
      { destination: 3 },
      { origin: 'market', destination: 2 },
      { origin: -3, destination: 2 },
      { origin: 1.5, destination: 2 },
      { origin: 3, destination: '99999999999' },
      { origin: 3, destination: 2, after: 'tomorrow' },
      { origin: 3, destination: 2, after: '2026-11-26' },
      { origin: 3, destination: 2, after: '0001-01-01T00:00:00Z' },
      { origin: 3, destination: 2, after: '9999-12-31T23:59:59Z' },
      { origin: 3, destination: 2, extra: 1 },
    ]) {
      const answer = await get(ctx().app, PATH, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });
});
