import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/i18n.ts';
import { instalmentsText, modesTitle, periodText } from './product-text.ts';

const fr = i18nFor('fr').t;
const en = i18nFor('en').t;

describe('a shop product’s words (reload page and order step 1)', () => {
  it('titles a group of modes as one phrase, one capital at its start', () => {
    expect(modesTitle(fr, ['BUS', 'BOAT'])).toBe('Bus et bateaux');
    expect(modesTitle(fr, ['BUS'])).toBe('Bus');
    expect(modesTitle(fr, [])).toBe('Autres titres');
  });

  it('says the renewal period, and nothing for one it does not know or none', () => {
    expect(periodText(fr, 'P1M')).toBe('Valable 1 mois');
    expect(periodText(fr, 'P3M')).toBeNull();
    expect(periodText(fr, null)).toBeNull();
  });

  it('lists the instalments offered, 1 always, once each and in order', () => {
    // Spec §1: several times cost nothing more, said as soon as they are offered.
    expect(instalmentsText(fr, [10, 4, 4])).toBe('Payable en 1, 4 ou 10 fois sans frais');
    expect(instalmentsText(en, [4])).toBe('Payable in 1 or 4 instalments, no fees');
    expect(instalmentsText(fr, [])).toBe('Payable en 1 fois');
    expect(instalmentsText(fr, [1])).toBe('Payable en 1 fois');
    expect(instalmentsText(en, [3])).not.toBe(instalmentsText(fr, [3]));
  });
});
