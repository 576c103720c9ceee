/**
 * The card a page is about, from the account's list: a loading status, the list's failure, a
 * "card not found" for an id not in the account, or the page itself.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import type { Card } from '../api/card.ts';
import { useCard } from '../api/get-cards.ts';
import { CardNotFound } from './card-not-found.tsx';

export function CardLoader({
  cardId,
  children,
}: {
  cardId: string | undefined;
  children: (card: Card) => ReactNode;
}) {
  const { t } = useTranslation();
  const { card, isPending, isError, error, refetch } = useCard(cardId);
  if (isPending) return <p role="status">{t('cards.loading')}</p>;
  if (isError) {
    return (
      <Alert>
        <p>{errorText(t, error)}</p>
        <Button variant="secondary" onPress={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!card) return <CardNotFound />;
  return <>{children(card)}</>;
}
