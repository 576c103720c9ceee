/**
 * What the passenger types to reload a card without an account (decision 054): the card's number,
 * its holder's family name and birth date, with the association's own rules. Apart from guest.ts,
 * which every page reads, so that only the login page's form loads zod for it.
 */
import type { z } from 'zod';
import { cardAssociationSchema } from './card-holder.js';

export const guestReloadSchema = cardAssociationSchema.pick({
  cardNumber: true,
  holderName: true,
  holderBirthdate: true,
});
export type GuestReload = z.infer<typeof guestReloadSchema>;
