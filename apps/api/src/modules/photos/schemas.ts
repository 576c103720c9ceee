/** Schemas of Media/uploadMedia.json (a multipart form) and Media/photo. */
import { MESSAGE_KEYS } from '@oceane/domain';
import { z } from 'zod';
import { idField, localeField, userTokenField } from '../../lib/schemas.js';
import { UploadedFile } from '../../plugins/multipart.js';

export const uploadMediaBody = z.strictObject({
  userToken: userTokenField,
  user_id: idField.optional().describe('The caller’s userId; another one answers 403'),
  mediaId: idField,
  photoConsent: z
    .enum(['1', 'true', '', '0', 'false'])
    .optional()
    .describe('1 (or true): the holder agrees that the digital photo is kept for duplicates; required'),
  media: z
    .instanceof(UploadedFile, {
      error: (issue) => (issue.input === undefined ? MESSAGE_KEYS.required : MESSAGE_KEYS.invalidValue),
    })
    .meta({ type: 'string', format: 'binary' })
    .describe('The photo: JPEG, PNG or WebP, 8 MB at most, 300 × 385 pixels at least'),
  locale: localeField,
});

export const photoQuery = z.strictObject({
  userToken: userTokenField,
  mediaId: idField,
  locale: localeField,
});
