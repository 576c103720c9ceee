/** GET Terms/getTermsOfUse.json: the terms of use and sale, in the page's language. */
import { CALLS, type Locale } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale.ts';
import { LEGAL_DOCUMENT_STALE_MS, requestLegalDocument } from './legal-document-request.ts';

export const termsOfUseQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['legal', 'termsOfUse', locale],
    queryFn: () => requestLegalDocument(CALLS.termsOfUse, locale),
    staleTime: LEGAL_DOCUMENT_STALE_MS,
  });

/** Asked only once `enabled` (the dialog open): nobody pays for a text they do not read. */
export function useTermsOfUse({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...termsOfUseQueryOptions(useLocale()), enabled });
}
