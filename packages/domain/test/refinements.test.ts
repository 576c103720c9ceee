// Every schema with a cross-field rule (refine, superRefine) refuses a value that is not an object
// with an ordinary issue: the rule itself never runs on it, so it never reads a field of null.
import { describe, expect, it } from 'vitest';
import { alertPreferencesSchema } from '../src/card-alerts.js';
import { cardHolderSchema } from '../src/card-holder.js';
import { newPasswordFormSchema, signUpFormSchema, signUpRequestSchema } from '../src/validation.js';

const SCHEMAS = {
  cardHolderSchema,
  alertPreferencesSchema,
  signUpRequestSchema,
  signUpFormSchema,
  newPasswordFormSchema,
};
const NOT_OBJECTS: unknown[] = [undefined, null, 'x', '', 0, 5, true, []];

describe('cross-field rules on a value that is not an object', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`${name} answers a validation issue, without throwing`, () => {
      for (const value of NOT_OBJECTS) {
        const result = schema.safeParse(value);
        expect(result.success, `${name} ${JSON.stringify(value)}`).toBe(false);
      }
    });
  }
});
