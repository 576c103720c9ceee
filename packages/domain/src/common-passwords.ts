/**
 * The most common passwords (decision 016), refused wherever a password is set: sign-up, reset,
 * any later change. A subpath of its own (`@oceane/domain/common-passwords`), kept out of the
 * index: the list weighs about 380 KB, which the api carries and the portal's pages must not.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGE_KEYS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_EXCLUSIVE, passwordSchema } from './validation.js';

let blocklist: Set<string> | null = null;

/** Built on first use; passwords the length rule refuses anyway are left out. */
function commonPasswords(): Set<string> {
  blocklist ??= new Set(
    dictionary['passwords-common'].filter(
      (password) => password.length > PASSWORD_MIN_EXCLUSIVE && password.length <= PASSWORD_MAX_LENGTH,
    ),
  );
  return blocklist;
}

/** Case aside: 'Azertyuiop' is guessed right after 'azertyuiop'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** A password being set: the rules of passwordSchema, then the blocklist. */
export const uncommonPasswordSchema = passwordSchema.refine((value) => !isCommonPassword(value), {
  error: MESSAGE_KEYS.passwordCommon,
});
