/** Schemas of the association calls: Account/registerMedia.json and searchLocalMediaForSignin. */
import { CARD_KEYS, cardAssociationSchema, cardNumberSchema, cardSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const registerMediaBody = z.strictObject({
  userToken: userTokenField,
  mediaNumber: cardNumberSchema.describe('The number at the bottom right of the card (10 digits)'),
  holderName: cardAssociationSchema.shape.holderName.describe('The holder’s family name'),
  holderBirthdate: cardAssociationSchema.shape.holderBirthdate.describe(
    'The holder’s birth date, YYYY-MM-DD; a wrong one answers as a wrong name',
  ),
  acceptTerms: cardAssociationSchema.shape.acceptTerms,
  locale: localeField,
});

export const registerMediaResponse = z.object({ card: cardSchema });

export const searchMediaQuery = z.strictObject({
  mediaNumber: cardNumberSchema,
  mediaCustomerBirthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: CARD_KEYS.birthdateInvalid })
    .describe('YYYY-MM-DD'),
  networkId: idField,
  locale: localeField,
});

export const searchMediaResponse = z.object({
  found: z.boolean().describe('True only when the number and the holder’s birth date match'),
});
