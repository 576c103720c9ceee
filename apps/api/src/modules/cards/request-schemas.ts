/**
 * Bodies and queries of the card calls: getCards, getMedias, bookmarks, unregister, the holder
 * and the alerts. Holder rules come from packages/domain (`cardHolderSchema`).
 */
import { MEDIA_METHODS, alertPreferencesSchema, cardHolderSchema, consentsSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';
import { cardSchema } from './schemas.js';

export const getCardsQuery = z.strictObject({
  userToken: userTokenField,
  network_id: idField.optional(),
  methods: z
    .union([z.enum(MEDIA_METHODS), z.array(z.enum(MEDIA_METHODS)).min(1).max(10)])
    .optional()
    .describe('The kinds of media answered, CARD by default and the only one this api issues (decision 064)'),
  locale: localeField,
});
export const getCardsResponse = z.object({ CARDS: z.array(cardSchema).describe('Bookmarked first') });

export const sessionOnlyQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const getMediasResponse = z.object({
  medias: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      type: z.literal('CARD'),
      expired: z.boolean(),
      holderName: z.string(),
      holderFirstname: z.string(),
    }),
  ),
});

const userIdField = idField.nullish().describe('The caller’s userId; another one answers 403');

export const unregisterCardBody = z.strictObject({
  userToken: userTokenField,
  cardId: idField,
  locale: localeField,
});

export const unregisterMediaBody = z.strictObject({
  userToken: userTokenField,
  userId: userIdField,
  mediaId: idField,
  locale: localeField,
});

export const bookmarkBody = z.strictObject({
  userToken: userTokenField,
  userId: userIdField,
  cardId: idField,
  locale: localeField,
});

export const updateHolderBody = z.strictObject({
  userToken: userTokenField,
  mediaId: idField,
  holder: cardHolderSchema,
  locale: localeField,
});

const alertsInput = alertPreferencesSchema;
export type AlertsInput = z.infer<typeof alertsInput>;

export const updateAlertsBody = z.strictObject({
  userToken: userTokenField,
  mediaId: idField,
  alerts: alertsInput.nullable().describe('null: no traffic alerts'),
  consents: consentsSchema,
  locale: localeField,
});
