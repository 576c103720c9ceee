/**
 * The staff pages' texts, as their own i18next namespace `staff`, added to both locales' instances
 * when a staff route module loads: the passengers' pages never download them (decision 022).
 */
import type { Locale } from '@oceane/domain';
import { i18nFor } from '../i18n.ts';
import { frenchTypography, mapTexts } from '../typography.ts';
import { staffEn } from './staff-en.ts';
import { staffFr } from './staff-fr.ts';

export const STAFF_NAMESPACE = 'staff';
export type StaffTexts = typeof staffFr;

const TEXTS: Record<Locale, StaffTexts> = { fr: mapTexts(staffFr, frenchTypography), en: staffEn };

/** Idempotent: a second call (another staff route, a test) changes nothing. */
export function addStaffTexts(): void {
  for (const locale of ['fr', 'en'] as const) {
    const i18n = i18nFor(locale);
    if (!i18n.hasResourceBundle(locale, STAFF_NAMESPACE))
      i18n.addResourceBundle(locale, STAFF_NAMESPACE, TEXTS[locale]);
  }
}
