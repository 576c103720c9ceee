/** GET Terms/getPrivacyPolicy.json: the privacy policy (what is kept, how long, your rights), in the page's language. */
import { CALLS, type Locale } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale.ts';
import { LEGAL_DOCUMENT_STALE_MS, requestLegalDocument } from './legal-document-request.ts';

export const privacyPolicyQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['legal', 'privacyPolicy', locale],
    queryFn: () => requestLegalDocument(CALLS.privacyPolicy, locale),
    staleTime: LEGAL_DOCUMENT_STALE_MS,
  });

/** Asked only once `enabled` (the dialog open): nobody pays for a text they do not read. */
export function usePrivacyPolicy({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...privacyPolicyQueryOptions(useLocale()), enabled });
}
