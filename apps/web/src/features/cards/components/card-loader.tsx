/**
 * The card a page is about, from the account's list: a loading status, the list's failure, a
 * "card not found" for an id not in the account, or the page itself.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountCard } from '../../../lib/account-cards.ts';
import { CardLookupView } from '../../../ui/card-lookup.tsx';
import type { Card } from '../api/card.ts';

export function CardLoader({
  cardId,
  children,
}: {
  cardId: string | undefined;
  children: (card: Card) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CardLookupView lookup={useAccountCard(cardId, { live: true })} loadingText={t('cards.loading')}>
      {children}
    </CardLookupView>
  );
}
