import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, okResponse } from '../../helpers/api.js';
import { DIALECTS } from '../../helpers/databases.js';

describe.each(DIALECTS)('GET Networks/getNetworks.json ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers Océane Mobilités, network 1 in Port-Marin, with its four modes', async () => {
    expect(okResponse(await get(ctx().app, 'Networks/getNetworks.json', { locale: 'en' }))).toEqual({
      networks: [
        {
          networkId: 1,
          name: 'Océane Mobilités',
          city: 'Port-Marin',
          modes: ['BUS', 'BOAT', 'BIKE', 'CAR_SHARING'],
        },
      ],
    });
  });
});
