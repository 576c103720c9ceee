/**
 * A shop product's words, shared by the reload page and step 1 of the order flow: the title of a
 * group of transport modes, the renewal period and the instalments offered.
 */
import type { TFunction } from 'i18next';

/** "Bus et bateaux": the modes' names joined, one capital at the start; "Other" for no mode. */
export function modesTitle(t: TFunction, modes: readonly string[]): string {
  if (modes.length === 0) return t('checkout.modes.other');
  return modes
    .map((mode, index) => {
      const name = t(`checkout.modes.${mode}` as 'checkout.modes.BUS');
      return index === 0 ? name : name.charAt(0).toLocaleLowerCase() + name.slice(1);
    })
    .join(t('checkout.modesJoin'));
}

const RENEWALS = ['P7D', 'P14D', 'P1M', 'P6M', 'P1Y'] as const;

/** The renewal interval in words ("Valable 1 mois"), or null for a product that does not renew. */
export function periodText(t: TFunction, renewalInterval: string | null): string | null {
  const known = RENEWALS.find((code) => code === renewalInterval);
  return known ? t(`checkout.renewal.${known}`) : null;
}

/** "Payable en 1, 4 ou 10 fois" (spec §9: the options offered, 1 always). */
export function instalmentsText(t: TFunction, installments: readonly number[]): string {
  const counts = [...new Set([1, ...installments])].sort((a, b) => a - b);
  if (counts.length === 1) return t('checkout.instalments.one');
  return t('checkout.instalments.many', {
    list: counts.slice(0, -1).join(', '),
    last: counts[counts.length - 1],
  });
}
