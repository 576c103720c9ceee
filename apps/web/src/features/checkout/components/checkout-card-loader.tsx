/**
 * The card a reload is for, from the account's cards: a loading status, the list's failure, the
 * "card not found" of the cards pages for an id not in the account (another account's card
 * included), or the page itself.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardLookupView } from '../../../ui/card-lookup.tsx';
import { useCheckoutCard, type CheckoutCard } from '../api/checkout-card.ts';

export function CheckoutCardLoader({
  cardId,
  children,
}: {
  cardId: string | undefined;
  children: (card: CheckoutCard) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardLookupView lookup={useCheckoutCard(cardId)} loadingText={t('checkout.loadingCard')}>
      {children}
    </CardLookupView>
  );
}
