/** Schemas of Actions/useCode. */
import { ACTION_TYPES, mailedCodeSchema } from '@oceane/domain';
import { uncommonPasswordSchema } from '@oceane/domain/common-passwords';
import { z } from 'zod';
import { localeField } from '../../lib/schemas.js';

export const useCodeBody = z.strictObject({
  code: mailedCodeSchema,
  action: z.enum(ACTION_TYPES),
  /** LEGACY_PASSWORD_CHANGE only, where it is required: the rules of every password set (decision 016). */
  newPassword: uncommonPasswordSchema.optional(),
  locale: localeField,
});
export type UseCodeBody = z.infer<typeof useCodeBody>;
