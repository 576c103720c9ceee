/**
 * Errors reach the user here, in their language: a validation key of packages/domain
 * ('validation.required'), an error code of the §8 catalogue, or a server sentence as a last resort.
 */
import { attemptsLeftOf, type AttemptsLeft } from '@oceane/domain';
import type { TFunction } from 'i18next';

type Coded = { code?: string; message?: string; values?: Record<string, string> };

/** The text of a form field's error, whose message is a validation key or an error key. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.') || message.startsWith('errors.')) {
    return t(message as 'validation.required');
  }
  return message;
}

/** "Il vous reste 2 essais avant un blocage de 15 minutes." (decision 063). */
export function attemptsLeftText(t: TFunction, { remainingAttempts, lockMinutes }: AttemptsLeft): string {
  return remainingAttempts > 0
    ? t('common.attemptsLeft', { count: remainingAttempts, minutes: lockMinutes })
    : t('common.noAttemptLeft', { count: lockMinutes });
}

/**
 * The §8 text of a failure: the catalogue's for a known code, else the server's wording of a coded
 * failure, else the generic text (a bug's own message is never shown to the user); followed by
 * the attempts left before a lock when the failure counts towards one, or the request's reference
 * when the server failed. A failure that names values
 * (CARD_ALREADY_COVERED's day) is the server's wording: it put them in, in the page's language.
 */
export function errorText(t: TFunction, error: unknown): string {
  const text = codeText(t, error);
  const left = attemptsLeftOf(error);
  const reference = serverFailureReference(error);
  if (left) return `${text} ${attemptsLeftText(t, left)}`;
  return reference ? `${text} ${t('common.requestReference', { id: reference })}` : text;
}

/**
 * The request id of a failure on the server's side (a 5xx), for the passenger to quote to the
 * mobility centre (issue 26); a refusal of what they typed needs no reference.
 */
function serverFailureReference(error: unknown): string | undefined {
  const { status, requestId } = (error ?? {}) as { status?: number; requestId?: string };
  return status !== undefined && status >= 500 && requestId ? requestId : undefined;
}

function codeText(t: TFunction, error: unknown): string {
  const { code, message, values } = (error ?? {}) as Coded;
  if (!code) return t('errors.GENERIC');
  if (values && message) return message;
  const key = `errors.${code}`;
  if (t(key as 'errors.GENERIC', { defaultValue: '' })) return t(key as 'errors.GENERIC');
  return message || t('errors.GENERIC');
}
