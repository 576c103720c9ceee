/** Schemas of Vignette/decode and Vignette/sticker. */
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';

export const decodeBody = z.strictObject({
  // Typed by hand or read from the QR code: spaces and dashes are allowed, and cut.
  code: z.string().trim().min(1).max(40).describe('The sticker’s code, e.g. 1F7Q-X3M9-TPA2'),
  locale: localeField,
});

export const stickerQuery = z.strictObject({
  userToken: userTokenField,
  contractId: idField,
  locale: localeField,
});
