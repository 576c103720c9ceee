/** Schemas of Subscriptions/list, get, terminate and updateCard; the answers are packages/domain's (subscriptions.ts). */
import { subscriptionSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const listQuery = z.strictObject({
  userToken: userTokenField,
  mediaId: idField.optional().describe('Only the contracts of this card'),
  locale: localeField,
});
export const listResponse = z.object({ subscriptions: z.array(subscriptionSchema) });

export const getQuery = z.strictObject({
  userToken: userTokenField,
  subscriptionId: idField,
  locale: localeField,
});
export const subscriptionResponse = z.object({ subscription: subscriptionSchema });

const previewField = z
  .boolean()
  .optional()
  .describe('true: every check and the answer, nothing changed (what the portal states before confirming)');

export const terminateBody = z.strictObject({
  userToken: userTokenField,
  subscriptionId: idField,
  preview: previewField,
  locale: localeField,
});
export const updateCardBody = z.strictObject({
  userToken: userTokenField,
  subscriptionId: idField,
  mediaId: idField.describe('Another card of the caller, of the same holder'),
  preview: previewField,
  locale: localeField,
});
