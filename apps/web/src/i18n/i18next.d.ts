/** Typed translation keys: a key missing from fr.ts is a compile error. */
import 'i18next';
import type { StaffTexts } from '../features/staff/i18n/staff-texts.ts';
import type { Resources } from './resources/fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** `staff` is added when a staff route loads (features/staff/i18n/staff-texts.ts). */
    resources: { translation: Resources; staff: StaffTexts };
  }
}
