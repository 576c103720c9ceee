import { describe, expect, it } from 'vitest';
import { MESSAGES, messageFor } from '../src/messages.js';
import { ERROR_CODES } from '../src/errors.js';
import { MESSAGE_KEYS } from '../src/validation.js';
import { CARD_KEYS } from '../src/card-holder.js';

describe('message catalogue (spec §8)', () => {
  it('has the spec wording of the login errors in English', () => {
    expect(messageFor('en', 'EMAIL_NOT_FOUND')).toBe(
      'This email address does not correspond to any account.',
    );
    expect(messageFor('en', 'INVALID_PASSWORD')).toBe('Unrecognized password, try again.');
    expect(messageFor('en', 'validation.required')).toBe('Please fill in this field');
    expect(messageFor('en', 'ERR_RESPONSE_ERROR')).toBe('Request failed with error');
    expect(messageFor('en', 'NO_USER_IN_RESPONSE')).toBe('The response did not contain the user');
  });

  it('words every validation key and error code in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const key of [...Object.values(MESSAGE_KEYS), ...Object.values(CARD_KEYS)]) {
        const short = key.slice('validation.'.length) as keyof (typeof MESSAGES)['fr']['validation'];
        expect(MESSAGES[locale].validation[short], `${locale} ${key}`).toBeTruthy();
      }
      for (const code of Object.values(ERROR_CODES)) {
        expect(MESSAGES[locale].errors[code], `${locale} ${code}`).toBeTruthy();
      }
    }
  });

  it('falls back to the generic message for an unknown code', () => {
    expect(messageFor('fr', 'SOMETHING_NEW')).toBe('Une erreur est survenue, veuillez rafraîchir la page.');
  });
});
