/** Schemas of Ticket/punchTicket.json. */
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const VALIDATION_MODES = ['BUS', 'BOAT'] as const;

export const punchTicketBody = z.strictObject({
  userToken: userTokenField,
  mediaId: idField,
  mode: z.enum(VALIDATION_MODES),
  line: z.string().trim().min(1).max(20).describe('The line, as its vehicles show it, e.g. "3" or "Navette"'),
  locale: localeField,
});

export const punchTicketResponse = z.object({
  validation: z.object({
    id: z.number().int(),
    mediaId: z.number().int(),
    mode: z.enum(VALIDATION_MODES),
    line: z.string(),
    validatedAt: z.string().describe('ISO 8601 instant'),
  }),
  settled: z.array(z.number().int()).describe('Contracts whose pending sale this validation settled'),
});
