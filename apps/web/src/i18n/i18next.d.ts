/** Typed translation keys: a key missing from fr.ts is a compile error. */
import 'i18next';
import type { Resources } from './resources/fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
