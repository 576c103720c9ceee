// A cross-field rule (the holder's zipcode against its country, the alerts' channel against its
// address, sign-up's two names) reads fields of an object: when that object is missing, null or
// not an object at all, the call answers 400 VALIDATION_ERROR like any other mistake, never 500.
import { signedQueryString } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_KEY, useTestApp } from '../../helpers/app.js';
import { koError, post, type Answer } from '../../helpers/api.js';
import { insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';

const NOT_OBJECTS = { missing: undefined, null: null, text: 'x', number: 5, list: [] } as const;

function expectValidationError(answer: Answer, label: string) {
  expect(answer.statusCode, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(koError(answer).code, label).toBe('VALIDATION_ERROR');
}

describe.each(DIALECTS)('objects with cross-field rules, missing or of the wrong type ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('Media/updateHolder.json without a holder object answers 400 VALIDATION_ERROR', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    for (const [label, holder] of Object.entries(NOT_OBJECTS)) {
      const answer = await post(app, 'Media/updateHolder.json', {
        userToken: me.userToken,
        mediaId: card.id,
        holder,
      });
      expectValidationError(answer, `holder ${label}`);
    }
  });

  it('Media/updateAlerts.json with alerts that are not an object answers 400 VALIDATION_ERROR', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, { accountId: me.userId });
    const consents = { post: false, sms: false, email: false };
    for (const [label, alerts] of Object.entries(NOT_OBJECTS)) {
      // null is valid here: it switches the alerts off.
      if (alerts === null) continue;
      const answer = await post(app, 'Media/updateAlerts.json', {
        userToken: me.userToken,
        mediaId: card.id,
        alerts,
        consents,
      });
      expectValidationError(answer, `alerts ${label}`);
    }
  });

  it('Identity/signUp with a JSON null body, signed through the query, answers 400 VALIDATION_ERROR', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: `/api/Identity/signUp?${await signedQueryString({}, SIGNATURE_KEY)}`,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expectValidationError({ statusCode: response.statusCode, headers: {}, body: response.json() }, 'null');
  });

  it('Identity/signUp with names of the wrong type answers 400 VALIDATION_ERROR', async () => {
    const { app } = ctx();
    const answer = await post(app, 'Identity/signUp', { name: 5, firstname: null, acceptTerms: true });
    expectValidationError(answer, 'names');
  });
});
