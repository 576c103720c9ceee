/**
 * The card a reload is for, from the account's cards: a loading status, the list's failure, the
 * "card not found" of the cards pages for an id not in the account (another account's card
 * included), or the page itself.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../i18n/messages.ts';
import { usePaths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { useCheckoutCard, type CheckoutCard } from '../api/checkout-card.ts';

export function CheckoutCardNotFound() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <>
      <Alert>
        <p>{t('cards.edit.notFound')}</p>
      </Alert>
      <p>
        <Link to={paths.cards()}>{t('cards.edit.backToCards')}</Link>
      </p>
    </>
  );
}

export function CheckoutCardLoader({
  cardId,
  children,
}: {
  cardId: string | undefined;
  children: (card: CheckoutCard) => ReactNode;
}) {
  const { t } = useTranslation();
  const { card, isPending, isError, error, refetch } = useCheckoutCard(cardId);
  if (isPending) return <p role="status">{t('checkout.loadingCard')}</p>;
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
  if (!card) return <CheckoutCardNotFound />;
  return <>{children(card)}</>;
}
