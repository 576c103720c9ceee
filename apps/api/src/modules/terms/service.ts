/**
 * The network's legal texts (spec §7 Terms/*): terms of use and sale, legal notice, privacy
 * policy, in the reader's language. The texts are data files of this module (texts/), not a
 * table: they change with a release, reviewed like code. Owns no table.
 */
import type { LegalDocument, LegalDocumentKind, Locale } from '@oceane/domain';
import { LEGAL_NOTICE } from './texts/legal-notice.js';
import { PRIVACY_POLICY } from './texts/privacy-policy.js';
import { TERMS_OF_USE } from './texts/terms-of-use.js';

const DOCUMENTS: Record<LegalDocumentKind, Record<Locale, LegalDocument>> = {
  termsOfUse: TERMS_OF_USE,
  legalNotice: LEGAL_NOTICE,
  privacyPolicy: PRIVACY_POLICY,
};

export function legalDocument(kind: LegalDocumentKind, locale: Locale): LegalDocument {
  return DOCUMENTS[kind][locale];
}
