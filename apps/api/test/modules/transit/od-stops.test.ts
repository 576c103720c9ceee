/**
 * Transit/getODStops (issue 11): the network's stops served by a bus or a boat, searched by name
 * with accents and case ignored, and by mode; a malformed query is 400, an unknown network 404.
 */
import type { OdStops } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

const PATH = 'Transit/getODStops';

describe.each(DIALECTS)('GET Transit/getODStops ($name)', (dialect) => {
  const ctx = useTestApp(dialect);
  const names = async (query: Record<string, string | number>) =>
    okResponse(await get<OdStops>(ctx().app, PATH, query)).stops.map((stop) => stop.name);

  it('finds a stop by words of its name, without accents or capitals, with its modes', async () => {
    const answer = await get<OdStops>(ctx().app, PATH, { name: 'gare MARITIME' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(okResponse(answer).stops).toEqual([
      { id: 5, name: 'Gare maritime', town: 'Port-Marin', modes: ['BUS', 'BOAT'] },
    ]);
    expect(await names({ name: 'hopital' })).toEqual(['Hôpital de la Côte']);
    expect(await names({ name: 'estran' })).toEqual(['Campus de l’Estran']);
    expect(await names({ name: 'saint-aubin' })).toEqual([
      'La Pointe – Ponton',
      'Saint-Aubin Centre',
      'Saint-Aubin Port',
    ]);
    expect(await names({ name: 'nowhere at all' })).toEqual([]);
  });

  it('keeps the stops a mode serves, and lists every stop, by name, without a search', async () => {
    expect(await names({ mode: 'BOAT' })).toEqual([
      'Gare maritime',
      'Île aux Mouettes – Embarcadère',
      'La Pointe – Ponton',
      'Quai des Pêcheurs',
      'Saint-Aubin Port',
    ]);
    expect(await names({ name: 'gare', mode: 'BOAT' })).toEqual(['Gare maritime']);
    const all = await names({});
    expect(all).toHaveLength(16);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(await names({ name: '   ' })).toHaveLength(16);
  });

  it('answers 404 NETWORK_NOT_FOUND for an unknown network', async () => {
    const answer = await get(ctx().app, PATH, { network_id: 987_654 });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(koError(answer).code).toBe('NETWORK_NOT_FOUND');
  });

  it('refuses a malformed query with 400 VALIDATION_ERROR, never a 500', async () => {
    for (const query of [
      { mode: 'BIKE' },
      { mode: 'bus' },
      { name: 'x'.repeat(61) },
      { network_id: 'one' },
      { network_id: '0' },
      { locale: 'de' },
      { unexpected: 'field' },
    ]) {
      const answer = await get(ctx().app, PATH, query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
    // A search is text, never a pattern: SQL or regex signs find nothing and break nothing.
    expect(await names({ name: "' or '1'='1" })).toEqual([]);
    expect(await names({ name: '.*' })).toEqual([]);
    expect(await names({ name: '%' })).toEqual([]);
  });
});
