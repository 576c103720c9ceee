/** GET Account/getPaymentCards.json: the account's saved cards, masked, with their schedules. */
import { CALLS, type PaymentCardView, ACCOUNT_WALLET_CONTRACT } from '@oceane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { useUser } from '../../../lib/session.ts';

export type PaymentCard = PaymentCardView;

export async function getPaymentCards(): Promise<PaymentCard[]> {
  return (await callApi(CALLS.getPaymentCards, ACCOUNT_WALLET_CONTRACT.getPaymentCards, {})).paymentCards;
}

export const paymentCardsKey = (userId: string | number) => ['payment-cards', String(userId)];

export const paymentCardsQueryOptions = (userId: string | number) =>
  queryOptions({ queryKey: paymentCardsKey(userId), queryFn: getPaymentCards });

export function usePaymentCards() {
  const user = useUser();
  return useQuery({ ...paymentCardsQueryOptions(user?.userId ?? ''), enabled: Boolean(user) });
}
