/**
 * POST Media/requestCard.json, the end of the flow: the card request (awaiting payment) and the
 * cart items that pay it (the product and the card creation fee, type CARD_CREATION). Refusals:
 * PRODUCT_NOT_FOR_HOLDER, PHOTO_REQUIRED, COLLECT_SITE_UNKNOWN, NO_PRODUCT_FOR_CONTRACT.
 */
import {
  CALLS,
  type RequestCardInput,
  type RequestCardResponse,
  CARD_REQUEST_CONTRACT,
} from '@oceane/domain';
import { callApi } from '../../../../lib/call-api.ts';

export type { RequestCardInput, RequestCardResponse };

export async function requestCard(body: RequestCardInput): Promise<RequestCardResponse> {
  return callApi(CALLS.requestCard, CARD_REQUEST_CONTRACT.requestCard, body);
}
