/** Schemas of Media/requestDuplicate.json. */
import { DUPLICATE_REASONS, duplicateRequestSchema } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const requestDuplicateBody = z.strictObject({
  userToken: userTokenField,
  mediaId: idField,
  reason: duplicateRequestSchema.shape.reason,
  locale: localeField,
});

export const duplicateRequestView = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  reason: z.enum(DUPLICATE_REASONS),
  status: z.enum(['AWAITING_PAYMENT', 'PAID', 'CANCELLED']),
  fee: z
    .object({
      productId: z.number().int(),
      shopItemId: z.number().int(),
      name: z.string(),
      price: z.string().describe('Euros with two decimals, e.g. "10.00"'),
      installments: z.array(z.number().int()),
    })
    .describe('The duplicate fee of the catalogue: the cart item the portal adds (type CARD_DUPLICATE)'),
});
export type DuplicateRequestView = z.infer<typeof duplicateRequestView>;

export const requestDuplicateResponse = z.object({ duplicateRequest: duplicateRequestView });
