import { describe, expect, it } from 'vitest';
import { isCommonPassword, uncommonPasswordSchema } from '../src/common-passwords.js';
import { MESSAGE_KEYS, fieldMessages } from '../src/validation.js';

describe('the common passwords blocklist', () => {
  it.each(['password1', 'azertyuiop', 'motdepasse', 'marseille', 'jetaime', '1234567', 'qwertyuiop'])(
    'knows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores case: a capital letter does not make a common password rare', () => {
    expect(isCommonPassword('Azertyuiop')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('tramway-iroise-2026')).toBe(false);
    expect(isCommonPassword('mot-de-passe-2026')).toBe(false);
  });

  it('the schema of a new password adds the blocklist to the length rule', () => {
    const message = (password: string) => {
      const result = uncommonPasswordSchema.safeParse(password);
      return result.success ? undefined : fieldMessages(result.error)._;
    };
    expect(message('azertyuiop')).toBe('validation.password.common');
    expect(message('123456')).toBe(MESSAGE_KEYS.passwordTooShort);
    expect(message('       ')).toBe('validation.password.tooSimple');
    expect(message('tramway-iroise-2026')).toBeUndefined();
  });
});
