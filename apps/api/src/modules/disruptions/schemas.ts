/** Schemas of the disruptions' staff calls (decision 053): the rules are the domain's, shared with the staff form. */
import { checkDisruptionInput, disruptionInputFields } from '@oceane/domain';
import { z } from 'zod';
import { localeField, userTokenField } from '../../lib/schemas.js';

export const publishDisruptionBody = z
  .strictObject({ ...disruptionInputFields, userToken: userTokenField, locale: localeField })
  .superRefine(checkDisruptionInput);

export const getDisruptionsQuery = z.strictObject({ userToken: userTokenField, locale: localeField });
