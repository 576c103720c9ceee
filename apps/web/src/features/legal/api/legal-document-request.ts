/**
 * What the three Terms/* calls share: a public GET in the reader's language answering one legal
 * document, parsed with their entry of the contract (the sign-up page's dialog: that entry alone,
 * not the whole contract). Each call's own file names its query.
 */
import { legalDocumentContract, type CALLS, type LegalDocument, type Locale } from '@oceane/domain';
import { callApi } from '../../../lib/call-api.ts';

type LegalDocumentCall = (typeof CALLS)['termsOfUse' | 'legalNotice' | 'privacyPolicy'];

/** The texts change with a release: five minutes (the api's own cache) is fresh enough. */
export const LEGAL_DOCUMENT_STALE_MS = 5 * 60_000;

export async function requestLegalDocument(call: LegalDocumentCall, locale: Locale): Promise<LegalDocument> {
  return (await callApi(call, legalDocumentContract, {}, { locale })).document;
}
