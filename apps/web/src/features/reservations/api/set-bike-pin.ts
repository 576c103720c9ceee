/**
 * POST Account/setBikePin.json (decision 052): a card's new pin, proven by the account's password
 * or the card's current pin. The pins are sent once and kept nowhere.
 */
import { CALLS, ACCOUNT_WALLET_CONTRACT } from '@oceane/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type SetBikePinInput = { mediaId: number; newPin: string } & (
  { password: string; currentPin?: never } | { currentPin: string; password?: never }
);

export async function setBikePin(input: SetBikePinInput) {
  return callApi(CALLS.setBikePin, ACCOUNT_WALLET_CONTRACT.setBikePin, input);
}

export function useSetBikePin() {
  return useMutation({ mutationFn: setBikePin });
}
