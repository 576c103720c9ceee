/** GET Networks/collectSites: the agencies where a card can be picked up, with their opening hours. */
import { CALLS, type CollectSite, NETWORK_CONTRACT } from '@oceane/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale.ts';
import { callApi } from '../../../../lib/call-api.ts';

export type { CollectSite };

export async function getCollectSites(): Promise<CollectSite[]> {
  return (await callApi(CALLS.collectSites, NETWORK_CONTRACT.collectSites, {})).collectSites;
}

export function useCollectSites() {
  const locale = useLocale();
  // The hours' sentence is in the page's language: one entry per locale.
  return useQuery({ queryKey: ['cardOrder', 'collectSites', locale], queryFn: getCollectSites });
}
