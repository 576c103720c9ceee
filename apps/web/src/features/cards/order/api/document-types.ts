/**
 * GET Document/getDocuments.json?shopItemId=: the proofs the chosen product needs, each with its
 * name, what it is, the file types accepted and the largest size, in the page's language.
 */
import { CALLS, type DocumentTypeView, DOCUMENTS_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/call-api.ts';
import { useLocale } from '../../../../i18n/locale.ts';

export type { DocumentTypeView };

export async function getRequiredDocuments(shopItemId: number): Promise<DocumentTypeView[]> {
  return (await callApi(CALLS.getDocuments, DOCUMENTS_CONTRACT.getDocuments, { shopItemId })).documentTypes;
}

export function useRequiredDocuments(shopItemId: number | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['cardOrder', 'documentTypes', shopItemId, locale],
    queryFn: () => getRequiredDocuments(shopItemId!),
    enabled: shopItemId !== undefined,
  });
}
