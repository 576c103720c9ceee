/**
 * The network's legal texts (spec §7 Terms/*): terms of use and sale, legal notice, privacy
 * policy, each a versioned document of headed sections in the caller's language. The api answers
 * with this schema and the portal parses with it.
 */
import { z } from 'zod';

/** The three documents, as the calls name them. */
export const LEGAL_DOCUMENTS = ['termsOfUse', 'legalNotice', 'privacyPolicy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number];

export const legalSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const legalDocumentSchema = z.object({
  title: z.string(),
  version: z.string().describe('Raised on each change a reader must see, e.g. 2026.11'),
  updatedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const legalDocumentResponse = z.object({ document: legalDocumentSchema });
