/**
 * The one card of the account a page is about, looked up in the account's list: a loading
 * status, the list's failure with a retry, "card not found" for an id not in the account
 * (another account's card included), or the page itself.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaths } from '../lib/paths.ts';
import { Alert } from './messages.tsx';
import { LoadFailed } from './load-failed.tsx';

/** A card id that is not one of the account's cards (or none): said plainly, with a way back. */
export function CardNotFound() {
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

/** A feature's reading of the account's cards, with the card of the page's id when it is one. */
export type CardLookup<C> = {
  card: C | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

export function CardLookupView<C>({
  lookup,
  loadingText,
  children,
}: {
  lookup: CardLookup<C>;
  loadingText: string;
  children: (card: C) => ReactNode;
}) {
  const { card, isPending, isError, error, refetch } = lookup;
  if (isPending) return <p role="status">{loadingText}</p>;
  if (isError) {
    return <LoadFailed error={error} onRetry={() => refetch()} />;
  }
  if (!card) return <CardNotFound />;
  return <>{children(card)}</>;
}
