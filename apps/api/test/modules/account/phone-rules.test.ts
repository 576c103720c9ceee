/**
 * The two phone rules where the api applies them (decision 063): "a phone" at sign-up and in
 * Account/update.json, "a mobile" for the card holder; a foreign number in international format.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/app.js';
import { koError, okResponse, post } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { freshPassenger, signUpAndLogIn } from '../../helpers/passengers.js';

type User = { user: { phone: string | null; userName: string } };

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
  landline: '',
};

describe.each(DIALECTS)('phone rules ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('a landline given at sign-up is kept when the passenger changes only their first name', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app, freshPassenger({ phone: '01 99 00 12 34' }));
    const before = okResponse(await post<User>(app, 'Account/getUser.json', { userToken: me.userToken }));
    expect(before.user.phone).toBe('0199001234');

    const answer = await post<User>(app, 'Account/update.json', {
      userToken: me.userToken,
      name: me.passenger.name,
      firstname: 'Maëlle',
      phone: before.user.phone,
    });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(okResponse(answer).user).toMatchObject({ userName: 'Maëlle', phone: '0199001234' });
  });

  it('sign-up and the contact info take a foreign number in international format, stored in E.164', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app, freshPassenger({ phone: '+32 470 12 34 56' }));
    const user = okResponse(await post<User>(app, 'Account/getUser.json', { userToken: me.userToken }));
    expect(user.user.phone).toBe('+32470123456');
    const updated = await post<User>(app, 'Account/update.json', {
      userToken: me.userToken,
      name: me.passenger.name,
      firstname: me.passenger.firstname,
      phone: '0044 20 7946 0000',
    });
    expect(okResponse(updated).user.phone).toBe('+442079460000');
  });

  it('sign-up refuses what is no phone with the phone message, in the caller’s language', async () => {
    const { app } = ctx();
    for (const phone of ['32470123456', '+999 123 456 789', '1612345678']) {
      const answer = await post(app, 'Identity/signUp', {
        ...freshPassenger({ phone }),
        acceptTerms: true,
        locale: 'en',
      });
      expect(answer.statusCode, phone).toBe(400);
      expect(koError(answer).fields, phone).toEqual({ phone: 'validation.phone.invalid' });
    }
  });

  it('the card holder needs a mobile: a foreign one is taken, a landline refused at its field', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    // The card's own birth date: an associated card's is not changed online (decision 058).
    const card = await insertCard(app, { accountId: me.userId, birthdate: HOLDER.birthdate });
    const save = (mobile: string) =>
      post<{ card: { holder: { mobile: string } } }>(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder: { ...HOLDER, mobile },
      });
    expect(okResponse(await save('+32 470 12 34 56')).card.holder.mobile).toBe('+32470123456');
    expect(okResponse(await save('+44 7911 123456')).card.holder.mobile).toBe('+447911123456');
    const landline = await save('01 99 00 12 34');
    expect(landline.statusCode).toBe(400);
    expect(koError(landline).fields).toEqual({ 'holder.mobile': 'validation.mobile.invalid' });
  });
});
