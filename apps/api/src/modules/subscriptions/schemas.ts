/** Schemas of Subscriptions/list, get, terminate and updateCard. */
import { contractSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const subscriptionSchema = contractSchema.extend({ mediaId: z.number().int() });
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

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
export const terminateBody = getQuery;
export const updateCardBody = z.strictObject({
  userToken: userTokenField,
  subscriptionId: idField,
  mediaId: idField.describe('Another card of the caller'),
  locale: localeField,
});
export const subscriptionResponse = z.object({ subscription: subscriptionSchema });
