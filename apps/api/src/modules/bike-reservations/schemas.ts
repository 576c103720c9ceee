/** Schemas of Account/getBikeReservations.json and Account/setBikePin.json: the domain's fields with the api's own. */
import {
  getBikeReservationsFields,
  getBikeReservationsResponse,
  hasOneBikePinProof,
  oneBikePinProofIssue,
  setBikePinFields,
  setBikePinResponse,
} from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const getBikeReservationsBody = z.strictObject({
  userToken: userTokenField,
  locale: localeField,
  ...getBikeReservationsFields,
  mediaId: idField.describe('One of the account’s transit cards'),
});

export { getBikeReservationsResponse, setBikePinResponse };

export const setBikePinBody = z
  .strictObject({
    userToken: userTokenField,
    locale: localeField,
    ...setBikePinFields,
    mediaId: idField.describe('One of the account’s transit cards'),
  })
  .refine(hasOneBikePinProof, oneBikePinProofIssue);
