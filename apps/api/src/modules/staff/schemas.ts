/** Schemas of the back office calls (our addition): the staff scope's own. */
import { z } from 'zod';
import { localeField, userTokenField } from '../../lib/schemas.js';

export const whoamiQuery = z.strictObject({ userToken: userTokenField, locale: localeField });

export const whoamiResponse = z.object({
  staff: z.object({
    userId: z.number().int().describe('The profile of the session'),
    email: z.string().describe('The staff member’s e-mail address'),
  }),
});
