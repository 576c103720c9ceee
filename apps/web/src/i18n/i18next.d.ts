/** Typed translation keys: a key missing from fr.ts is a compile error. */
import 'i18next';
import type { StaffTexts } from './staff/staff-texts.ts';
import type { Resources } from './resources/fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** `staff` is added when a staff route loads (i18n/staff/staff-texts.ts). */
    resources: { translation: Resources; staff: StaffTexts };
  }
}
