/** Schemas of the guest reload's call, Account/openGuestReload.json (decision 054). */
import { guestReloadSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField } from '../../lib/schemas.js';

export const openGuestReloadBody = z.strictObject({
  network_id: idField.describe('networkId of Networks/getNetworks.json'),
  mediaNumber: guestReloadSchema.shape.cardNumber.describe('The number at the bottom right of the card'),
  holderName: guestReloadSchema.shape.holderName.describe('The holder’s family name'),
  holderBirthdate: guestReloadSchema.shape.holderBirthdate.describe('The holder’s birth date, YYYY-MM-DD'),
  locale: localeField,
});
export type OpenGuestReloadBody = z.infer<typeof openGuestReloadBody>;

export const openGuestReloadResponse = z.object({
  user: z.object({
    userId: z.number().int(),
    userName: z.string(),
    userLastname: z.string(),
    userToken: z.string(),
  }),
  mediaId: z.number().int().describe('The card lent to this guest session: /cards/topup/{mediaId}'),
});
