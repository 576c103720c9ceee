/** The contract of the guest reload of a card (calls-guest.ts, decision 054). */
import { z } from 'zod';
import { guestReloadSchema } from '../guest-reload.js';
import { idField, publicRequest } from './request.js';
import type { AreaContract } from './types.js';

export const GUEST_CONTRACT = {
  openGuestReload: {
    request: publicRequest({
      network_id: idField.describe('networkId of Networks/getNetworks.json'),
      mediaNumber: guestReloadSchema.shape.cardNumber.describe('The number at the bottom right of the card'),
      holderName: guestReloadSchema.shape.holderName.describe('The holder’s family name'),
      holderBirthdate: guestReloadSchema.shape.holderBirthdate.describe(
        'The holder’s birth date, YYYY-MM-DD',
      ),
    }),
    response: z.object({
      user: z.object({
        userId: z.number().int(),
        userName: z.string(),
        userLastname: z.string(),
        userToken: z.string(),
      }),
      mediaId: z.number().int().describe('The card lent to this guest session: /cards/topup/{mediaId}'),
    }),
  },
} as const satisfies AreaContract;
