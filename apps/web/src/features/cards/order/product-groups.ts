/**
 * The products of step 1 grouped by transport mode (a bus and boat pass once, under "Bus and
 * boats"), and why a product is not for the holder, in the words of its audience. The reload page
 * of the checkout feature groups its list the same way; features do not share code, so the rule
 * is written here for this list too.
 */
import { CENTRE_ISSUED_CATEGORIES, TRANSPORT_MODES, type SocioProfessionalCategory } from '@oceane/domain';
import type { TFunction } from 'i18next';
import type { ShopProduct } from './api/order-products.ts';

export type ProductGroup = { key: string; modes: string[]; products: ShopProduct[] };

export function groupByModes(products: readonly ShopProduct[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const product of products) {
    const modes = TRANSPORT_MODES.filter((mode) => product.transportModes.includes(mode));
    const key = modes.join('+') || 'other';
    const group = groups.get(key) ?? { key, modes, products: [] };
    group.products.push(product);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "Bus et bateaux": the modes' names joined, one capital at the start. */
export function modesTitle(t: TFunction, modes: readonly string[]): string {
  if (modes.length === 0) return t('checkout.modes.other');
  return modes
    .map((mode, index) => {
      const name = t(`checkout.modes.${mode}` as 'checkout.modes.BUS');
      return index === 0 ? name : name.charAt(0).toLocaleLowerCase() + name.slice(1);
    })
    .join(t('checkout.modesJoin'));
}

/** Why a product whose audience the holder lacks is not for them. */
export function notForHolderReason(
  t: TFunction,
  audience: string,
  category: string | null | undefined,
): string {
  if (category && CENTRE_ISSUED_CATEGORIES.includes(category as SocioProfessionalCategory)) {
    return t('cardOrder.product.reasons.CENTRE');
  }
  if (audience === 'UNDER_26') return t('cardOrder.product.reasons.UNDER_26');
  if (audience === 'SOLIDARITY') return t('cardOrder.product.reasons.SOLIDARITY');
  return t('cardOrder.product.reasons.OTHER');
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
