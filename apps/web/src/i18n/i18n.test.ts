import { MESSAGES } from '@oceane/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';
import { i18nFor } from './i18n.ts';
import { en } from './resources/en.ts';
import { fr } from './resources/fr.ts';
import { frenchTypography } from './typography.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has the same keys in French and English', () => {
    expect(keys(en).sort()).toEqual(keys(fr).sort());
  });

  it('reads the validation and error texts of packages/domain', () => {
    expect(i18nFor('fr').t('validation.name.noVowel')).toBe(MESSAGES.fr.validation['name.noVowel']);
    expect(i18nFor('en').t('errors.EMAIL_NOT_FOUND')).toBe(
      'This email address does not correspond to any account.',
    );
  });

  it('puts a non-breaking space before French high punctuation', () => {
    expect(frenchTypography('Mot de passe oublié ? Oui : non ; « bien »')).toBe(
      'Mot de passe oublié\u00a0? Oui\u00a0: non\u00a0; «\u00a0bien\u00a0»',
    );
    expect(i18nFor('fr').t('auth.login.forgot')).toBe('Mot de passe oublié\u00a0?');
  });

  it('writes money and dates in the reader’s locale', () => {
    expect(formatMoney('12.5', 'fr')).toBe('12,50\u00a0€');
    expect(formatMoney(12.5, 'en')).toBe('€12.50');
    expect(formatDate('2027-06-30', 'fr')).toBe('30 juin 2027');
    expect(formatDate('2027-06-30', 'en')).toBe('30 June 2027');
  });
});
