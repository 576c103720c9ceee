/**
 * Why a product of step 1 is not for the holder, in the words of its audience (the product is
 * explained, not hidden). The grouping by transport mode is @oceane/domain's groupByModes.
 */
import { CENTRE_ISSUED_CATEGORIES, type SocioProfessionalCategory } from '@oceane/domain';
import type { TFunction } from 'i18next';

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
