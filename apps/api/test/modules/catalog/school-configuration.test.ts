/** Networks/getSchoolConfiguration (issue 10): the school year a pass is ordered for, and the schools. */
import { schoolYearOf } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

describe('the school year of an order', () => {
  it('runs from 1 September to 6 July, and names the coming year from 1 June', () => {
    expect(schoolYearOf('2026-11-26')).toEqual({
      label: '2026-2027',
      startsOn: '2026-09-01',
      endsOn: '2027-07-06',
      ordersOpenOn: '2026-06-01',
    });
    expect(schoolYearOf('2027-05-31').label).toBe('2026-2027');
    expect(schoolYearOf('2027-06-01').label).toBe('2027-2028');
    expect(schoolYearOf('2027-08-31').startsOn).toBe('2027-09-01');
    expect(schoolYearOf('2027-01-01').endsOn).toBe('2027-07-06');
  });
});

describe.each(DIALECTS)('GET Networks/getSchoolConfiguration ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers this year’s dates, the four schools of the network and the school pass on sale', async () => {
    const answer = await get(ctx().app, 'Networks/getSchoolConfiguration', {});
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(okResponse(answer)).toEqual({
      schoolConfiguration: {
        schoolYear: schoolYearOf(new Date().toISOString().slice(0, 10)),
        schools: [
          { id: 1, name: 'École élémentaire des Mouettes', city: 'Port-Marin', kind: 'PRIMARY' },
          { id: 2, name: 'Collège Jean-Bart', city: 'Port-Marin', kind: 'MIDDLE' },
          { id: 3, name: 'Collège de la Pointe', city: 'Saint-Aubin-sur-Mer', kind: 'MIDDLE' },
          { id: 4, name: 'Lycée maritime de l’Estran', city: 'Port-Marin', kind: 'HIGH' },
        ],
        schoolProducts: [{ shopItemId: 1020, name: 'Abonnement scolaire annuel' }],
      },
    });
  });

  it('names the school pass in English when asked', async () => {
    const answer = await get<{ schoolConfiguration: { schoolProducts: unknown[] } }>(
      ctx().app,
      'Networks/getSchoolConfiguration',
      {},
      { headers: { 'accept-language': 'en' } },
    );
    expect(okResponse(answer).schoolConfiguration.schoolProducts).toEqual([
      { shopItemId: 1020, name: 'Annual school pass' },
    ]);
  });

  it('answers 404 for an unknown network and 400 for a malformed query', async () => {
    const { app } = ctx();
    const missing = await get(app, 'Networks/getSchoolConfiguration', { network_id: 3 });
    expect(missing.statusCode).toBe(404);
    expect(koError(missing).code).toBe('NETWORK_NOT_FOUND');
    for (const query of [{ network_id: 'null' }, { network_id: '' }, { school: '1' }]) {
      const answer = await get(app, 'Networks/getSchoolConfiguration', query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
