/**
 * What the three Terms/* calls share: a public GET in the reader's language answering one legal
 * document, parsed with the domain's schema. Each call's own file names its query.
 */
import { legalDocumentResponse, type Call, type LegalDocument, type Locale } from '@oceane/domain';
import { apiClient } from '../../../lib/api-client.ts';

/** The texts change with a release: five minutes (the api's own cache) is fresh enough. */
export const LEGAL_DOCUMENT_STALE_MS = 5 * 60_000;

export async function requestLegalDocument(call: Call, locale: Locale): Promise<LegalDocument> {
  const answer = await apiClient.call<unknown>(call, {}, { locale });
  return legalDocumentResponse.parse(answer).document;
}
