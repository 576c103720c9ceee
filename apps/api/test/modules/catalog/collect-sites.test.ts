/** Networks/collectSites (issue 10): the agencies where a new card can be picked up, with their hours. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

type Sites = { collectSites: { name: string; openingHours: unknown[]; openingHoursText: string }[] };

describe.each(DIALECTS)('GET Networks/collectSites ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers the Maison de la mobilité with its address, phone and hours per weekday', async () => {
    const answer = await get<Sites>(ctx().app, 'Networks/collectSites', { network_id: 1 });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(okResponse(answer)).toEqual({
      collectSites: [
        {
          id: 1,
          name: 'Maison de la mobilité',
          address1: '2 quai de l’Estran',
          address2: 'Gare maritime',
          zipcode: '99500',
          city: 'Port-Marin',
          country: 'FR',
          phone: '01 99 00 42 42',
          openingHours: [
            { weekday: 1, opens: '07:30', closes: '19:00' },
            { weekday: 2, opens: '07:30', closes: '19:00' },
            { weekday: 3, opens: '07:30', closes: '19:00' },
            { weekday: 4, opens: '07:30', closes: '19:00' },
            { weekday: 5, opens: '07:30', closes: '19:00' },
            { weekday: 6, opens: '08:00', closes: '12:00' },
            { weekday: 6, opens: '13:30', closes: '16:10' },
          ],
          // French typography: non-breaking spaces before the colon and the semicolon, and in "7 h 30".
          openingHoursText:
            'Du lundi au vendredi\u00a0: 7\u00a0h\u00a030 – 19\u00a0h\u00a0; samedi\u00a0: 8\u00a0h – 12\u00a0h et 13\u00a0h\u00a030 – 16\u00a0h\u00a010',
        },
      ],
    });
  });

  it('words the hours in English, from the locale field or from Accept-Language', async () => {
    const { app } = ctx();
    const byField = okResponse(await get<Sites>(app, 'Networks/collectSites', { locale: 'en' }));
    const byHeader = okResponse(
      await get<Sites>(
        app,
        'Networks/collectSites',
        {},
        { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      ),
    );
    const expected = 'Monday to Friday: 7:30–19:00; Saturday: 8:00–12:00 and 13:30–16:10';
    expect(byField.collectSites[0]?.openingHoursText).toBe(expected);
    expect(byHeader.collectSites[0]?.openingHoursText).toBe(expected);
  });

  it('answers 404 for another network and 400 for a malformed one', async () => {
    const { app } = ctx();
    const missing = await get(app, 'Networks/collectSites', { network_id: 42 });
    expect(missing.statusCode).toBe(404);
    expect(koError(missing).code).toBe('NETWORK_NOT_FOUND');
    for (const network_id of ['abc', '0', '1.5', 'x'.repeat(5000)]) {
      const answer = await get(app, 'Networks/collectSites', { network_id });
      expect(answer.statusCode, network_id.slice(0, 20)).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
    }
  });
});
