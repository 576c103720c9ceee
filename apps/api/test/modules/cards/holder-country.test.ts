/**
 * Spec §3: the holder's address has a country, France by default, stored and answered as an
 * ISO 3166-1 alpha-2 code (docs/decisions/024-country-codes.md).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const HOLDER = {
  gender: 'MADAME',
  name: 'Peeters',
  firstname: 'Lotte',
  birthdate: '1994-02-11',
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '12 rue Haute',
  address2: '',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'BE',
  mobile: '06 39 98 00 42',
  landline: '',
};

type Holder = { holder: Record<string, string> };

describe.each(DIALECTS)('holder country ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('Media/updateHolder.json stores the country code and answers it', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, birthdate: HOLDER.birthdate });
    const { card: saved } = okResponse(
      await post<{ card: Holder }>(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder: HOLDER,
      }),
    );
    expect(saved.holder.country).toBe('BE');
    const row = await app.db
      .selectFrom('media')
      .select('holder_country')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.holder_country).toBe('BE');
  });

  it('refuses a country name or an unassigned code on the country field (400 VALIDATION_ERROR)', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, birthdate: HOLDER.birthdate });
    for (const country of ['France', 'XX', 'be']) {
      const answer = await post(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder: { ...HOLDER, country },
      });
      expect(answer.statusCode, country).toBe(400);
      expect(koError(answer).code).toBe('VALIDATION_ERROR');
      expect(koError(answer).fields).toEqual({ 'holder.country': 'validation.invalidValue' });
    }
  });
});
