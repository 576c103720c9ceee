/** GET Terms/getLegalNotice.json: the legal notice (publisher, host, contact), in the page's language. */
import { CALLS, type Locale } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale.ts';
import { LEGAL_DOCUMENT_STALE_MS, requestLegalDocument } from './legal-document-request.ts';

export const legalNoticeQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['legal', 'legalNotice', locale],
    queryFn: () => requestLegalDocument(CALLS.legalNotice, locale),
    staleTime: LEGAL_DOCUMENT_STALE_MS,
  });

/** Asked only once `enabled` (the dialog open): nobody pays for a text they do not read. */
export function useLegalNotice({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...legalNoticeQueryOptions(useLocale()), enabled });
}
