/**
 * Issue 22 item 4, decision 058: the holder's birth date proves the card at association and at
 * the guest reload, and opens the under-26 fare, so Media/updateHolder.json never changes it once
 * the card is associated (the mobility centre does, with a proof). The same date is fine.
 */
import type { CardView, ShopProduct } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { get, koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const BORN = '1956-06-21';

const holder = (overrides: Record<string, unknown> = {}) => ({
  gender: 'MADAME',
  name: 'Rousseau',
  firstname: 'Hélène',
  birthdate: BORN,
  socioProfessionalCategory: 'RETIRED',
  address1: '3 rue des Mouettes',
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  mobile: '06 39 98 12 34',
  ...overrides,
});

describe.each(DIALECTS)('the holder’s birth date on an associated card ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('refuses a changed birth date with BIRTHDATE_NOT_CHANGEABLE, in French and English, and saves nothing', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, holderName: 'Rousseau', birthdate: BORN });
    const send = (locale: 'fr' | 'en') =>
      post(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        // The attack of the issue: a holder born in 1956 made a job seeker born in 2005.
        holder: holder({ birthdate: '2005-06-21', socioProfessionalCategory: 'JOBSEEKER' }),
        locale,
      });
    const fr = await send('fr');
    expect(fr.statusCode).toBe(409);
    expect(koError(fr)).toEqual({
      code: 'BIRTHDATE_NOT_CHANGEABLE',
      message:
        'La date de naissance du titulaire ne peut pas être modifiée en ligne\u00a0: adressez-vous à la Maison de la mobilité avec une pièce d’identité.',
      fields: { 'holder.birthdate': 'validation.birthdate.locked' },
    });
    expect(koError(await send('en')).message).toBe(
      'The holder’s date of birth cannot be changed online: contact the mobility centre with an identity document.',
    );
    const row = await app.db
      .selectFrom('media')
      .select(['holder_birthdate', 'holder_category'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ holder_birthdate: BORN, holder_category: 'EMPLOYEE' });
    // Nor is the under-26 pass offered.
    const { products } = okResponse(
      await get<{ products: ShopProduct[] }>(app, 'Products/getProducts.json', {
        userToken: me.userToken,
        mediaId: card.id,
      }),
    );
    expect(products.map((product) => product.shopItemId)).not.toContain(1006);
  });

  it('saves the other fields when the same birth date comes back', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId, holderName: 'Rousseau', birthdate: BORN });
    const { card: saved } = okResponse(
      await post<{ card: CardView }>(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder: holder({ city: 'Port-Marin', address1: '8 quai de l’Estran' }),
      }),
    );
    expect(saved.holder).toMatchObject({ birthdate: BORN, address1: '8 quai de l’Estran' });
  });
});
