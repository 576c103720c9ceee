/** Schemas of Media/requestCard.json: the domain's body (card-request.ts) with the api's own fields. */
import { requestCardFields, requestCardResponse } from '@oceane/domain';
import { z } from 'zod';
import { localeField, userTokenField } from '../../lib/schemas.js';

export const requestCardBody = z.strictObject({
  userToken: userTokenField,
  locale: localeField,
  ...requestCardFields,
});

export { requestCardResponse };
