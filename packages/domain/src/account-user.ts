/** The account as Account/getUser.json and Account/update.json answer it (account-settings.ts re-exports it). */
import { z } from 'zod';
import { USER_ROLES } from './roles.js';

export const accountUserResponseSchema = z.object({
  user: z.object({
    userId: z.number().int(),
    userName: z.string().describe('First name'),
    userLastname: z.string().describe('Family name'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    guest: z.boolean(),
    role: z.enum(USER_ROLES).describe('staff opens the back office pages; passenger otherwise'),
  }),
});
