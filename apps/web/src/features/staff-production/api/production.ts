/**
 * Card production's calls (decision 074): the queue (Staff/productionQueue.json), the batch of card
 * sheets (Staff/printCardSheets.pdf, saved by the browser) and each step after printing
 * (Staff/markCardShipped.json, Staff/markCardReadyForPickup.json, Staff/markCardHandedOver.json).
 */
import { CALLS, STAFF_PRODUCTION_CONTRACT, type ClientRequest, type ProductionItem } from '@oceane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { clearApiCache } from '../../../lib/http-cache.ts';
import { useFileDownload } from '../../../lib/save-file.ts';

export const PRODUCTION_QUEUE_KEY = ['staff', 'production-queue'] as const;

export const productionQueueOptions = (step?: ClientRequest<'productionQueue'>['step']) =>
  queryOptions({
    queryKey: [...PRODUCTION_QUEUE_KEY, step ?? 'all'],
    queryFn: async (): Promise<ProductionItem[]> =>
      (await callApi(CALLS.productionQueue, STAFF_PRODUCTION_CONTRACT.productionQueue, step ? { step } : {}))
        .items,
    staleTime: 0,
  });

export function useProductionQueue(step?: ClientRequest<'productionQueue'>['step']) {
  return useQuery(productionQueueOptions(step));
}

/** The sheets of the cards chosen, saved as a PDF; the queue is read again (they are printed now). */
export function usePrintCardSheets(mediaIds: number[]) {
  const queryClient = useQueryClient();
  const download = useFileDownload(
    (onProgress) => apiClient.download(CALLS.printCardSheets, { mediaIds }, { onProgress }),
    'card-sheets.pdf',
  );
  return {
    ...download,
    print: (options: { onSettled?: () => void } = {}) =>
      download.mutate(undefined, {
        onSettled: () => {
          // The download is a write the api client does not see as one: the cached queue is stale.
          clearApiCache();
          void queryClient.invalidateQueries({ queryKey: PRODUCTION_QUEUE_KEY });
          options.onSettled?.();
        },
      }),
  };
}

export type StepInput =
  | { action: 'ship'; mediaId: number; trackingReference: string }
  | { action: 'readyForPickup'; mediaId: number }
  | { action: 'handOver'; mediaId: number };

export async function moveCard(input: StepInput): Promise<ProductionItem> {
  switch (input.action) {
    case 'ship':
      return (
        await callApi(CALLS.markCardShipped, STAFF_PRODUCTION_CONTRACT.markCardShipped, {
          mediaId: input.mediaId,
          trackingReference: input.trackingReference,
        })
      ).item;
    case 'readyForPickup':
      return (
        await callApi(CALLS.markCardReadyForPickup, STAFF_PRODUCTION_CONTRACT.markCardReadyForPickup, {
          mediaId: input.mediaId,
        })
      ).item;
    case 'handOver':
      return (
        await callApi(CALLS.markCardHandedOver, STAFF_PRODUCTION_CONTRACT.markCardHandedOver, {
          mediaId: input.mediaId,
        })
      ).item;
  }
}

export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCTION_QUEUE_KEY }),
  });
}
